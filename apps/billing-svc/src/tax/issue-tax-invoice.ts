import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceName } from '@kiin/contracts';
import { recordEvent } from '@kiin/service-kit';

/** GST included in a price: one eleventh, rounded to the cent. */
export const gstOf = (totalCents: number) => Math.round(totalCents / 11);

/**
 * Issues the tax invoice for a payment, in the caller's transaction: one per payment however
 * often it is applied. Whether this call issued it.
 */
export async function issueTaxInvoice(tx: EntityManager, userId: string, paymentRef: string, description: string, totalCents: number): Promise<boolean> {
  const invoiceId = randomUUID();
  const inserted = await tx.execute<{ id: string }[]>(
    `insert into tax_invoice (id, user_id, payment_ref, description, total_cents, gst_cents) values (?, ?, ?, ?, ?, ?)
     on conflict (payment_ref) do nothing returning id`,
    [invoiceId, userId, paymentRef, description, totalCents, gstOf(totalCents)],
  );
  if (inserted.length === 0) return false;
  recordEvent(tx, ServiceName.Billing, 'invoice.issued.v1', userId, { userId, invoiceId });
  return true;
}
