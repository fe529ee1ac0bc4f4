import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Raw HTML is text, links are checked by markdown-it and again below. */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// An image is never loaded: its description is shown as text instead.
md.renderer.rules.image = (tokens, idx) => md.utils.escapeHtml(tokens[idx].content);

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr', 'h3', 'h4', 'h5', 'h6'],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'nofollow ugc noopener' } }),
    // Headings of a post sit under the page's own: one level down at most.
    h1: 'h3',
    h2: 'h4',
  },
};

/**
 * A member's markdown as safe HTML: an allow-list of tags, links only to http(s) or relative
 * addresses with `rel="nofollow ugc noopener"`, no images and no raw HTML (shown as text).
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(md.render(source), allowed).trim();
}
