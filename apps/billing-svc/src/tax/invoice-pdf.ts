import type { MailData } from '@kiin/contracts';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/** What a tax invoice prints: the same as its mail, and when it was issued (the file's date). */
export type TaxInvoiceDocument = Omit<MailData['billing.tax-invoice'], 'invoicesLink' | 'pdfLink'> & { issuedAt: Date };

/** Cents as dollars: `$29.00`, as the mail prints them. */
const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

// A4 in points, with margins of about 2 cm.
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const contentWidth = pageSize[0] - 2 * margin;
/** The amounts' column, right-aligned at the margin; descriptions wrap before it. */
const amountWidth = 110;
const ink = rgb(0.11, 0.15, 0.14);
const rule = rgb(0xc9 / 255, 0xd6 / 255, 0xd2 / 255);

/**
 * Text as the standard fonts can draw it: they carry only the Western European characters
 * (WinAnsi), so anything else, an emoji in a kliinic's title say, prints as `?` rather than
 * failing the whole invoice. Line breaks and runs of white space become one space.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/\s+/g, ' ').trim()].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Lines of at most `width` points; a word longer than a line is broken where it must be. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const c of word) {
      if (line && !fits(line + c)) {
        lines.push(line);
        line = '';
      }
      line += c;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * One GST tax invoice as a PDF (A4, one page): "Tax invoice", the seller's name and ABN, the
 * invoice number and date, what was bought, the GST included and the total, paid in full.
 * The same invoice always gives the same file: its dates are the invoice's own.
 */
export async function taxInvoicePdf(invoice: TaxInvoiceDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(`Tax invoice ${invoice.number}`, { showInWindowTitleBar: true });
  doc.setAuthor(invoice.sellerName);
  doc.setSubject(invoice.description);
  doc.setCreator('Kiin');
  doc.setProducer('Kiin');
  doc.setLanguage('en-AU');
  doc.setCreationDate(invoice.issuedAt);
  doc.setModificationDate(invoice.issuedAt);

  const page = doc.addPage(pageSize);
  let y = pageSize[1] - margin;
  const left = (text: string, size: number, font = regular) => {
    page.drawText(printable(font, text), { x: margin, y, size, font, color: ink });
  };
  const right = (text: string, size: number, font = regular, at = y) => {
    const shown = printable(font, text);
    page.drawText(shown, { x: margin + contentWidth - font.widthOfTextAtSize(shown, size), y: at, size, font, color: ink });
  };
  const down = (points: number) => {
    y -= points;
  };

  left('Tax invoice', 24, bold);
  down(40);
  left(invoice.sellerName, 12, bold);
  down(16);
  left(`ABN ${invoice.sellerAbn}`, 11);
  down(28);
  left(`Invoice number: ${invoice.number}`, 11);
  down(16);
  left(`Date: ${invoice.issuedOn}`, 11);
  down(36);

  // The amount stands level with the description's first line, drawn after it so that text
  // copied or read aloud from the file comes in reading order.
  const firstLine = y;
  for (const [i, line] of wrap(regular, 11, printable(regular, invoice.description), contentWidth - amountWidth).entries()) {
    if (i > 0) down(15);
    left(line, 11);
  }
  right(dollars(invoice.totalCents), 11, regular, firstLine);
  down(20);
  left('GST included', 11);
  right(dollars(invoice.gstCents), 11);
  down(12);
  page.drawLine({ start: { x: margin, y }, end: { x: margin + contentWidth, y }, thickness: 0.75, color: rule });
  down(16);
  left('Total (GST inclusive)', 11, bold);
  right(dollars(invoice.totalCents), 11, bold);
  down(36);
  left('Paid in full.', 11);

  // A classic cross-reference table rather than object streams: older readers and the
  // viewers built into printers open it too.
  return doc.save({ useObjectStreams: false });
}
