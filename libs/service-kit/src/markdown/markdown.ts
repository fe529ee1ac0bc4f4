import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Raw HTML is text, links are checked by markdown-it and again below. */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
// An image is never loaded: its description is shown as text instead.
md.renderer.rules.image = (tokens, idx) => md.utils.escapeHtml(tokens[idx].content);

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Where the Markdown is shown: what its headings become, what its links say, how it is styled. */
export interface MarkdownPlace {
  /** Each Markdown heading's HTML level where it sits under the page's own headings. */
  headings: Partial<Record<Heading, Heading>>;
  /** `rel` of every link. */
  rel: string;
  /** Inline CSS per tag, for mail clients, which ignore style sheets. */
  styles?: Partial<Record<string, string>>;
}

/** A member's post or comment: a page's h2 is the discussion's; the post's headings come under it. */
export const postPlace: MarkdownPlace = { headings: { h1: 'h3', h2: 'h4' }, rel: 'nofollow ugc noopener' };

/** Kliinic notes on a page, where their sections ("## Summary") sit at level 4 under the session's. */
export const notesPlace: MarkdownPlace = { headings: { h1: 'h4', h2: 'h4', h3: 'h5', h4: 'h6', h5: 'h6' }, rel: 'noopener' };

/** Kliinic notes in a mail: every section heading the same, styled inline. */
export const notesMailPlace: MarkdownPlace = {
  headings: { h1: 'h2', h3: 'h2', h4: 'h2', h5: 'h2', h6: 'h2' },
  rel: 'noopener',
  styles: {
    h2: 'margin:20px 0 8px;font-size:18px;color:#0f5c4d',
    p: 'margin:0 0 12px',
    ul: 'margin:0 0 12px;padding-left:22px',
    ol: 'margin:0 0 12px;padding-left:22px',
    li: 'margin:0 0 6px',
    a: 'color:#0f5c4d',
  },
};

function sanitizeFor(place: MarkdownPlace): sanitizeHtml.IOptions {
  const styled = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
    tagName,
    attribs: place.styles?.[tagName] ? { ...attribs, style: place.styles[tagName] } : attribs,
  });
  const transformTags: Record<string, sanitizeHtml.Transformer> = {
    a: (tagName, attribs) => styled(tagName, { ...(attribs.href ? { href: attribs.href } : {}), rel: place.rel }),
  };
  for (const tag of ['p', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const) {
    const to = (tag.startsWith('h') ? place.headings[tag as Heading] : undefined) ?? tag;
    transformTags[tag] = (_tagName, attribs) => styled(to, attribs);
  }
  return {
    allowedTags: ['p', 'br', 'strong', 'em', 'del', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6'],
    allowedAttributes: { a: ['href', 'rel', 'style'], ol: ['start', 'style'], '*': place.styles ? ['style'] : [] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags,
  };
}

const sanitizers = new Map<MarkdownPlace, sanitizeHtml.IOptions>();

/**
 * Markdown as safe HTML, the one renderer for posts, comments and kliinic notes (pages and
 * mail): an allow-list of tags, links only to http(s) or relative addresses, no images and no
 * raw HTML (shown as text). The web shows this HTML as it is; it never parses Markdown itself.
 */
export function renderMarkdown(source: string, place: MarkdownPlace = postPlace): string {
  let options = sanitizers.get(place);
  if (!options) sanitizers.set(place, (options = sanitizeFor(place)));
  return sanitizeHtml(md.render(source), options).trim();
}
