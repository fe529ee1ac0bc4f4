import type { CoachMailName } from '@kiin/contracts';
import { hello, html, link, type SafeHtml } from '../html';
import type { MailRenderers } from '../render';


/** A line of Markdown as text: emphasis marks dropped, `[label](url)` read as its label. */
const plainInline = (line: string): string =>
  line
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_]([^*_]+)[*_](?=\s|$|[.,;:!?])/g, '$1$2');

/** Inline Markdown as HTML: links to http(s) addresses stay links; everything else is escaped text. */
function inline(line: string): SafeHtml {
  const parts: (string | SafeHtml)[] = [];
  const pattern = /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g;
  let last = 0;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    parts.push(plainInline(line.slice(last, m.index)), link(m[2], plainInline(m[1])));
    last = m.index + m[0].length;
  }
  parts.push(plainInline(line.slice(last)));
  return html`${parts}`;
}

/**
 * The notes' Markdown (headings, lists, paragraphs, links) as HTML built with `html`: a model's
 * or a transcript's text can only ever arrive as text.
 */
export function notesHtml(markdown: string): SafeHtml {
  const blocks: SafeHtml[] = [];
  let list: { ordered: boolean; items: SafeHtml[] } | null = null;
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push(html`<p style="margin:0 0 12px">${paragraph.map((l, i) => html`${i > 0 ? html`<br>` : ''}${inline(l)}`)}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      const items = list.items.map((item) => html`<li style="margin:0 0 6px">${item}</li>`);
      blocks.push(list.ordered ? html`<ol style="margin:0 0 12px;padding-left:22px">${items}</ol>` : html`<ul style="margin:0 0 12px;padding-left:22px">${items}</ul>`);
    }
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (headingMatch) {
      flushParagraph();
      flushList();
      blocks.push(html`<h2 style="margin:20px 0 8px;font-size:18px;color:#0f5c4d">${inline(headingMatch[1])}</h2>`);
    } else if (bullet || numbered) {
      flushParagraph();
      const ordered = !bullet;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(inline((bullet ?? numbered)![1]));
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return html`${blocks}`;
}

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
${notesHtml(d.markdown)}
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
