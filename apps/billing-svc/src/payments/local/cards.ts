import { cardError } from './api-error';

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Stripe's test cards, which behave here as they do in Stripe's test mode. */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authenticate: '4000002500003155',
  failsAtRenewal: '4000000000000341',
} as const;

const luhn = (digits: string) =>
  digits
    .split('')
    .reverse()
    .reduce((sum, ch, i) => {
      let d = Number(ch);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      return sum + d;
    }, 0) %
    10 ===
  0;

/** Checks a card as Stripe does in test mode: a malformed or expired card is refused before any charge. */
export function checkCard(card: Card, now: Date): void {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.');
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || !(card.expYear >= 2000)) {
    throw cardError('invalid_expiry_month', "Your card's expiration date is invalid.");
  }
  const expiresAfter = Date.UTC(card.expYear, card.expMonth, 1);
  if (expiresAfter <= now.getTime()) throw cardError('expired_card', 'Your card has expired.');
  if (!/^\d{3,4}$/.test(card.cvc)) throw cardError('invalid_cvc', "Your card's security code is invalid.");
}
