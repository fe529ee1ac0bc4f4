import { createHmac } from 'node:crypto';

/** Stripe's webhook signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
