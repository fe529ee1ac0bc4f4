import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cursorTimeSql } from '@kiin/service-kit';

/** What an invoice says, as the list and the PDF print it. */
export interface InvoiceRow {
  description: string;
  total_cents: number;
  gst_cents: number;
  issued_at: Date;
}

/** A row of the member's invoice list, with its start as a cursor keeps it. */
export type InvoiceListRow = InvoiceRow & { id: string; number: number; cursor_at: string };

/** A new tax invoice for a payment. */
interface NewInvoice {
  id: string;
  userId: string;
  paymentRef: string;
  description: string;
  totalCents: number;
  gstCents: number;
}

/** The tax invoices billing issued (`tax_invoice`). */
@Injectable()
export class TaxInvoicesRepository {
  /** Issues the invoice, unless the payment has one; whether this call did. */
  async insertOnce(tx: EntityManager, invoice: NewInvoice): Promise<boolean> {
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into tax_invoice (id, user_id, payment_ref, description, total_cents, gst_cents) values (?, ?, ?, ?, ?, ?)
     on conflict (payment_ref) do nothing returning id`,
      [invoice.id, invoice.userId, invoice.paymentRef, invoice.description, invoice.totalCents, invoice.gstCents],
    );
    return inserted.length > 0;
  }

  async isIssuedFor(em: EntityManager, paymentRef: string): Promise<boolean> {
    const [issued] = await em.execute('select 1 from tax_invoice where payment_ref = ?', [paymentRef]);
    return Boolean(issued);
  }

  /** `limit` of the member's invoices, newest first, before `before` (from the newest without one). */
  listPage(em: EntityManager, userId: string, before: { at: string; id: string } | null, limit: number): Promise<InvoiceListRow[]> {
    const where = ['user_id = ?'];
    const params: unknown[] = [userId];
    if (before) {
      where.push('(issued_at, id) < (?::timestamptz, ?::uuid)');
      params.push(before.at, before.id);
    }
    return em.execute<InvoiceListRow[]>(
      `select id, number, description, total_cents, gst_cents, issued_at, ${cursorTimeSql('issued_at')} as cursor_at
         from tax_invoice where ${where.join(' and ')}
        order by issued_at desc, id desc
        limit ?`,
      [...params, limit],
    );
  }

  async findMemberInvoice(em: EntityManager, serial: number, userId: string): Promise<InvoiceRow | null> {
    const [invoice] = await em.execute<InvoiceRow[]>('select description, total_cents, gst_cents, issued_at from tax_invoice where number = ? and user_id = ?', [
      serial,
      userId,
    ]);
    return invoice ?? null;
  }
}
