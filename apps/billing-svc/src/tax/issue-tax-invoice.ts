import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceName } from '@kiin/contracts';
import { recordEvent } from '@kiin/service-kit';
import type { TaxInvoicesRepository } from './tax-invoices.repository';

/** GST included in a price: one eleventh, rounded to the cent. */
export const gstOf = (totalCents: number) => Math.round(totalCents / 11);

/**
 * Issues the tax invoice for a payment, in the caller's transaction: one per payment however
 * often it is applied. Whether this call issued it.
 */
export async function issueTaxInvoice(
  tx: EntityManager,
  invoices: TaxInvoicesRepository,
  userId: string,
  paymentRef: string,
  description: string,
  totalCents: number,
): Promise<boolean> {
  const invoiceId = randomUUID();
  const issued = await invoices.insertOnce(tx, { id: invoiceId, userId, paymentRef, description, totalCents, gstCents: gstOf(totalCents) });
  if (!issued) return false;
  recordEvent(tx, ServiceName.Billing, 'invoice.issued.v1', userId, { userId, invoiceId });
  return true;
}
