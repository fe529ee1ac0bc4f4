export { escapeHtml, html, type HtmlValue, link, paragraphs, SafeHtml } from './html';
export { anyone, type MailParts, type MailRecipient, type MailRenderers, type RenderedMail, renderMail, renderMailJob } from './render';
