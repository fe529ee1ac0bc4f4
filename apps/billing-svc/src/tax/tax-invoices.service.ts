import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  type Actor,
  ErrorCode,
  errorMessage,
  invoicePageSize,
  type Page,
  pageSizeOf,
  type TaxInvoice,
  type TaxInvoiceListQuery,
  type TaxInvoicePdf,
  taxInvoicePdfFilename,
} from '@kiin/contracts';
import { type CursorList, decodeCursor, DomainError, encodeCursor, pageFrom } from '@kiin/service-kit';
import { BILLING_SETTINGS, type BillingSettings } from '../config';
import { invoiceDate, invoiceNumber } from '../notifications/notifications.service';
import { sellerAbn } from './abn';
import { taxInvoicePdf } from './invoice-pdf';
import { TaxInvoicesRepository } from './tax-invoices.repository';

/** The largest invoice serial: the column is a PostgreSQL `serial` (a 4-byte integer). */
const maxSerial = 2_147_483_647;

/** `KIIN-000042` back to its serial (42); null for text that is not an invoice number as printed. */
export function invoiceSerial(number: string): number | null {
  const match = /^KIIN-(\d{6,10})$/.exec(number);
  if (!match) return null;
  const serial = Number(match[1]);
  // Only the printed form: `KIIN-0000042` is not how invoice 42 is written anywhere.
  return serial >= 1 && serial <= maxSerial && invoiceNumber(serial) === number ? serial : null;
}

const invoiceCursor: CursorList = { letter: 'i' };

/** A member's tax invoices as a list and as PDF files, printed from what billing keeps and its seller settings. */
@Injectable()
export class TaxInvoicesService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(BILLING_SETTINGS) private readonly env: BillingSettings,
    private readonly invoices: TaxInvoicesRepository,
  ) {}

  /** A page of the caller's own invoices, newest first (the profile's Membership tab). */
  async list(actor: Actor, query: Partial<TaxInvoiceListQuery>): Promise<Page<TaxInvoice>> {
    const limit = pageSizeOf(query.limit, invoicePageSize);
    const before = query.cursor ? decodeCursor(invoiceCursor, query.cursor) : null;
    const rows = await this.invoices.listPage(this.orm.em.fork(), actor.userId, before, limit + 1);
    return pageFrom(
      rows,
      limit,
      (i) => ({
        id: i.id,
        number: invoiceNumber(i.number),
        issuedAt: new Date(i.issued_at).toISOString(),
        description: i.description,
        totalCents: i.total_cents,
        gstCents: i.gst_cents,
      }),
      (last) => encodeCursor(invoiceCursor, { at: last.cursor_at, id: last.id }),
    );
  }

  /**
   * One of the caller's own invoices as a PDF. Another member's invoice is not found, in the
   * same words as a number never issued, so nobody learns which numbers exist.
   */
  async pdf(actor: Actor, number: string): Promise<TaxInvoicePdf> {
    const serial = invoiceSerial(number);
    const invoice = serial === null ? null : await this.invoices.findMemberInvoice(this.orm.em.fork(), serial, actor.userId);
    if (!invoice) throw new DomainError(ErrorCode.InvoiceNotFound, errorMessage.invoiceNotFound);
    const issuedAt = new Date(invoice.issued_at);
    const bytes = await taxInvoicePdf({
      number,
      issuedOn: invoiceDate(issuedAt),
      issuedAt,
      sellerName: this.env.SELLER_NAME,
      sellerAbn: sellerAbn(this.env),
      description: invoice.description,
      totalCents: invoice.total_cents,
      gstCents: invoice.gst_cents,
    });
    return { filename: taxInvoicePdfFilename(number), pdfBase64: Buffer.from(bytes).toString('base64') };
  }
}
