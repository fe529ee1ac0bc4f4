import type { BillingMailName, ContentType, MailData } from '@kiin/contracts';
import { hello, html, link, paragraphs } from '../html';
import type { MailRenderers } from '../render';

/** Cents as dollars: `$29.00`. */
const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

type Session = MailData['billing.kliinic-booked'] | MailData['billing.kliinic-reminder'];

const meetingText = (d: Session): string =>
  d.meetingUrl
    ? `Video meeting: ${d.meetingUrl}`
    : 'Video meeting: the link is on My kliinics from 15 minutes before the start, and in your reminder an hour before.';

const meetingHtml = (d: Session) =>
  d.meetingUrl
    ? html`<p style="margin:0 0 12px">${link(d.meetingUrl, 'Join the video meeting')}</p>`
    : html`<p style="margin:0 0 12px">The video-meeting link is on My kliinics from 15 minutes before the start, and in your reminder an hour before.</p>`;

const whenText = (d: Session): string => `${d.date}, ${d.time} (Sydney time), ${d.durationMinutes} minutes`;

/** How the library names each kind of item (as its pages do). */
const kindOf: Record<ContentType, string> = { article: 'Article', book: 'Book', video: 'Video', podcast: 'Podcast', course: 'Course', website: 'Website' };

/** The session's own words, then the library items suggested for its topic; nothing when there is neither. */
const beforeText = (d: Session): string => {
  const items = d.materials ?? [];
  const reading = items.length > 0 ? `From the Kiin library:\n${items.map((m) => `- ${m.title} (${kindOf[m.type]})\n  ${m.url}`).join('\n')}` : '';
  const parts = [d.preparation, reading].filter(Boolean);
  return parts.length > 0 ? `Before the session:\n${parts.join('\n\n')}\n\n` : '';
};

const beforeHtml = (d: Session) => {
  const items = d.materials ?? [];
  if (!d.preparation && items.length === 0) return '';
  const reading = html`<p style="margin:0 0 4px">From the Kiin library:</p>
<ul style="margin:0 0 12px;padding-left:20px">${items.map((m) => html`<li style="margin:0 0 4px">${link(m.url, m.title)} (${kindOf[m.type]})</li>`)}</ul>`;
  return html`<p style="margin:0 0 4px"><strong>Before the session</strong></p>${d.preparation ? paragraphs(d.preparation, 'margin:0 0 12px') : ''}${items.length > 0 ? reading : ''}`;
};

/** billing-svc's mails: booking confirmations with a calendar invite, reminders, seats refunded or released, and tax invoices. */
export const billingMailRenderers: MailRenderers<BillingMailName> = {
  'billing.kliinic-booked': (d, to) => ({
    subject: `Your kliinic is booked: ${d.title}`,
    text:
      `${hello(to.firstName)}\n\nYour seat is confirmed${d.source === 'membership' ? ' (included in your monthly membership)' : ''}.\n\n` +
      `${d.title}\nWhen: ${whenText(d)}\n${meetingText(d)}\n\n` +
      beforeText(d) +
      `The calendar invite is attached. Your bookings, and cancelling one, are at:\n${d.bookingsLink}\n\n` +
      `We will remind you 24 hours and 1 hour before it starts.\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">Your seat is confirmed${d.source === 'membership' ? ' (included in your monthly membership)' : ''}.</p>
<p style="margin:0 0 12px"><strong>${d.title}</strong><br>When: ${whenText(d)}</p>
${meetingHtml(d)}
${beforeHtml(d)}
<p style="margin:0 0 12px">The calendar invite is attached. ${link(d.bookingsLink, 'See or cancel your bookings')}</p>
<p style="margin:0">We will remind you 24 hours and 1 hour before it starts.</p>`,
  }),
  'billing.kliinic-reminder': (d, to) => {
    const lead = d.hoursBefore === 24 ? 'tomorrow' : 'in an hour';
    return {
      subject: `Reminder: ${d.title} starts ${lead}`,
      text:
        `${hello(to.firstName)}\n\nYour kliinic starts ${lead}.\n\n${d.title}\nWhen: ${whenText(d)}\n${meetingText(d)}\n\n` +
        beforeText(d) +
        `Your bookings: ${d.bookingsLink}\n\nThe Kiin team\n`,
      html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">Your kliinic starts ${lead}.</p>
<p style="margin:0 0 12px"><strong>${d.title}</strong><br>When: ${whenText(d)}</p>
${meetingHtml(d)}
${beforeHtml(d)}
<p style="margin:0">${link(d.bookingsLink, 'Your bookings')}</p>`,
    };
  },
  'billing.kliinic-seat-released': (d, to) => {
    const why = {
      'already-booked': 'You already had a seat at this kliinic, so the ticket you paid for was not needed.',
      full: 'The kliinic filled up before your payment went through, so we could not give you a seat.',
      unavailable: 'The kliinic was cancelled or had started before your payment went through, so we could not give you a seat.',
      'membership-ended': 'Your monthly membership has ended, and this seat was included in it, so it has been released.',
    }[d.reason];
    const refund = d.refundedCents === null ? '' : `We have refunded your payment of ${dollars(d.refundedCents)} in full; it shows on your card within 5 to 10 business days.`;
    const next = d.reason === 'already-booked' ? 'Your seat is still booked.' : 'You can choose another session, or buy a ticket, at:';
    return {
      subject: d.reason === 'membership-ended' ? `Your kliinic seat is released: ${d.title}` : `Your payment is refunded: ${d.title}`,
      text:
        `${hello(to.firstName)}\n\n${why}\n\n${d.title}\nWhen: ${d.date}, ${d.time} (Sydney time)\n\n` +
        (refund ? `${refund}\n\n` : '') +
        `${next}\n${d.kliinicsLink}\n\nThe Kiin team\n`,
      html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">${why}</p>
<p style="margin:0 0 12px"><strong>${d.title}</strong><br>When: ${d.date}, ${d.time} (Sydney time)</p>
${refund ? html`<p style="margin:0 0 12px">${refund}</p>` : ''}
<p style="margin:0">${next} ${link(d.kliinicsLink, 'Kliinics')}</p>`,
    };
  },
  'billing.membership-ending': (d, to) => {
    const until = d.endsOn ? `until ${d.endsOn}` : 'until the end of the period you have paid for';
    return {
      subject: 'Your Kiin membership is cancelled',
      text:
        `${hello(to.firstName)}\n\nYour monthly membership is cancelled. You keep premium, your included kliinic seats and the coach ${until}; ` +
        `nothing more will be charged.\n\nChanged your mind? You can keep your membership from your profile before then:\n${d.profileLink}\n\nThe Kiin team\n`,
      html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">Your monthly membership is cancelled. You keep premium, your included kliinic seats and the coach ${until}; nothing more will be charged.</p>
<p style="margin:0">Changed your mind? ${link(d.profileLink, 'Keep your membership from your profile')} before then.</p>`,
    };
  },
  'billing.membership-resumed': (d, to) => {
    const renews = d.renewsOn ? `It renews on ${d.renewsOn} at ${d.priceLabel}, as before.` : `It renews at ${d.priceLabel}, as before.`;
    return {
      subject: 'Your Kiin membership continues',
      text: `${hello(to.firstName)}\n\nYou kept your monthly membership: premium carries on. ${renews}\n\nYour membership and invoices:\n${d.profileLink}\n\nThe Kiin team\n`,
      html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">You kept your monthly membership: premium carries on. ${renews}</p>
<p style="margin:0">${link(d.profileLink, 'Your membership and invoices')}</p>`,
    };
  },
  'billing.tax-invoice': (d) => ({
    subject: `Tax invoice ${d.number} from ${d.sellerName}`,
    text:
      `Tax invoice\n\n${d.sellerName}\nABN ${d.sellerAbn}\n\nInvoice number: ${d.number}\nDate: ${d.issuedOn}\n\n` +
      `${d.description}: ${dollars(d.totalCents)}\nGST included: ${dollars(d.gstCents)}\nTotal (GST inclusive): ${dollars(d.totalCents)}\n\n` +
      (d.pdfLink ? `Open or save it as a PDF:\n${d.pdfLink}\n\n` : '') +
      `Paid in full. Every invoice is listed on your profile:\n${d.invoicesLink}\n\nThe Kiin team\n`,
    html: html`<h1 style="margin:0 0 12px;font-size:20px">Tax invoice</h1>
<p style="margin:0 0 12px"><strong>${d.sellerName}</strong><br>ABN ${d.sellerAbn}</p>
<p style="margin:0 0 12px">Invoice number: ${d.number}<br>Date: ${d.issuedOn}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 12px;width:100%">
<tr><td style="padding:4px 0">${d.description}</td><td style="padding:4px 0;text-align:right">${dollars(d.totalCents)}</td></tr>
<tr><td style="padding:4px 0">GST included</td><td style="padding:4px 0;text-align:right">${dollars(d.gstCents)}</td></tr>
<tr><td style="padding:4px 0;border-top:1px solid #c9d6d2"><strong>Total (GST inclusive)</strong></td><td style="padding:4px 0;border-top:1px solid #c9d6d2;text-align:right"><strong>${dollars(d.totalCents)}</strong></td></tr>
</table>
${d.pdfLink ? html`<p style="margin:0 0 12px">${link(d.pdfLink, `Open tax invoice ${d.number} as a PDF`)}</p>` : ''}
<p style="margin:0">Paid in full. ${link(d.invoicesLink, 'Every invoice is listed on your profile')}</p>`,
  }),
};
