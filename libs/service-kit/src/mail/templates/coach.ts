import type { CoachMailName } from '@kiin/contracts';
import { hello, html, link, notesMarkdownHtml } from '../html';
import type { MailRenderers } from '../render';

/** A line of Markdown as text: emphasis marks dropped, `[label](url)` read as its label. */
const plainInline = (line: string): string =>
  line
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_]([^*_]+)[*_](?=\s|$|[.,;:!?])/g, '$1$2');

/** The coach's mails. */
export const coachMailRenderers: MailRenderers<CoachMailName> = {
  'kliinic.notes': (d, to) => ({
    subject: `Your notes from the kliinic: ${d.sessionTitle}`,
    text:
      `${hello(to.firstName)}\n\nThank you for joining "${d.sessionTitle}" on ${d.sessionDate}. Here are the notes from the session.\n\n` +
      `${d.markdown.split('\n').map(plainInline).join('\n')}\n\n` +
      (d.resources.length > 0 ? `Take-home resources:\n${d.resources.map((r) => `- ${r.title}: ${r.link}`).join('\n')}\n\n` : '') +
      `Watch the recording and find these notes again on your kliinics page:\n${d.kliinicsLink}\n\n${d.disclaimer}\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">${hello(to.firstName)}</p>
<p style="margin:0 0 12px">Thank you for joining <strong>${d.sessionTitle}</strong> on ${d.sessionDate}. Here are the notes from the session.</p>
${notesMarkdownHtml(d.markdown)}
${
  d.resources.length > 0
    ? html`<h2 style="margin:20px 0 8px;font-size:18px;color:#0f5c4d">Take-home resources</h2>
<ul style="margin:0 0 12px;padding-left:22px">${d.resources.map((r) => html`<li style="margin:0 0 6px">${link(r.link, r.title)}</li>`)}</ul>`
    : ''
}
<p style="margin:0 0 12px">${link(d.kliinicsLink, 'Watch the recording and find these notes again on your kliinics page')}</p>
<p style="margin:16px 0 12px;font-size:14px;color:#33413e">${d.disclaimer}</p>
<p style="margin:0">The Kiin team</p>`,
  }),
};
