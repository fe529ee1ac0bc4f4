export { escapeHtml, html, type HtmlValue, link, paragraphs, SafeHtml } from './html';
export { type MailParts, type MailRenderers, type RenderedMail, renderMail, renderMailJob } from './render';
