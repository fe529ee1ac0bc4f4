import { TestCardBodySchema } from '@kiin/contracts';
import { z } from 'zod';

/** Groups digits in fours as people read them on a card. */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

export const formatCvc = (value: string) => value.replace(/\D/g, '').slice(0, 4);

/** Enough digits to be worth sending; the test gateway decides the rest as Stripe would. */
const digits = (min: number, message: string) => z.string().refine((value) => value.replace(/\D/g, '').length >= min, message);

/** The card as typed; the payment's client secret is added when it is sent. */
export const TestCardFormSchema = TestCardBodySchema.omit({ clientSecret: true }).extend({
  cardNumber: digits(12, 'Please enter the card number.').pipe(TestCardBodySchema.shape.cardNumber),
  expiry: digits(4, 'Please enter the expiration date.').pipe(TestCardBodySchema.shape.expiry),
  cvc: digits(3, 'Please enter the security code.').pipe(TestCardBodySchema.shape.cvc),
});
