/**
 * HTML for mail that is escaped by construction. The only way to get a `SafeHtml` is the
 * `html` tag (or a helper of this folder built on it): every value interpolated into it is
 * escaped unless it is itself a `SafeHtml`. There is no public way to mark a string as
 * trusted, so text a person or a model wrote can only ever arrive as text.
 */

import { notesMailPlace, renderMarkdown } from '../markdown/markdown';

const brand = Symbol('SafeHtml');

export class SafeHtml {
  readonly #html: string;

  /** Not for use outside this folder: build with `html`. */
  constructor(token: typeof brand, value: string) {
    if (token !== brand) throw new TypeError('SafeHtml is built with the html tag only');
    this.#html = value;
  }

  toString(): string {
    return this.#html;
  }
}

/** Wraps markup that this folder assembled itself from escaped parts. Not exported from the kit. */
export const trustedFragment = (value: string): SafeHtml => new SafeHtml(brand, value);

/** A value that may be interpolated: text is escaped, `SafeHtml` is kept, lists are joined. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.toString();
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return escapeHtml(String(value));
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  throw new TypeError(`html: cannot interpolate a ${typeof value}`);
}

/** A value that starts a URL attribute must be a whole http(s) or mailto URL. */
const urlAttribute = /\s(href|src|action|formaction|background|poster|cite)\s*=\s*["']$/i;
/** Places where escaping is not enough: event handlers, styles, unquoted attributes, scripts. */
const unsafeInTag = [
  { pattern: /\son[a-z]+\s*=\s*["']?[^"']*$/i, why: 'an event handler attribute' },
  { pattern: /\sstyle\s*=\s*["']?[^"']*$/i, why: 'a style attribute' },
  { pattern: /=\s*$/, why: 'an unquoted attribute (quote it)' },
  { pattern: /<[a-z][^<>\s]*$/i, why: 'a tag name' },
];
const insideTag = /<[a-z][^<>]*$/i;
const insideScript = /<(script|style)\b[^>]*>((?!<\/(script|style)>)[\s\S])*$/i;

export const safeUrl = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError('html: a link must be an absolute URL');
  }
  if (!['https:', 'http:', 'mailto:'].includes(url.protocol)) throw new TypeError(`html: refusing a ${url.protocol} link`);
  return url.toString();
};

/**
 * The tagged template: `html\`<p>Hi ${name}</p>\`` escapes `name`. A value in a URL attribute
 * must be an http(s) or mailto URL; values in event handlers, styles, unquoted attributes
 * and scripts are refused (a template error, found by the template's tests).
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    // The template's own markup up to this value (earlier values stand in as a letter).
    const before = strings.slice(0, i + 1).join('x');
    if (insideScript.test(before)) throw new TypeError('html: cannot interpolate into a script or style element');
    const tag = insideTag.exec(before)?.[0];
    const unsafe = tag === undefined ? undefined : unsafeInTag.find((place) => place.pattern.test(tag));
    if (unsafe) throw new TypeError(`html: cannot interpolate into ${unsafe.why}`);
    if (tag !== undefined && urlAttribute.test(tag)) {
      if (typeof value !== 'string') throw new TypeError('html: a URL attribute takes a URL string');
      out += escapeHtml(safeUrl(value));
    } else {
      out += render(value);
    }
    out += strings[i + 1];
  });
  return trustedFragment(out);
}

/**
 * Plain text (a message, a model's notes) as HTML paragraphs: blank lines separate
 * paragraphs, single line breaks stay line breaks, everything is escaped.
 */
export function paragraphs(text: string, style = ''): SafeHtml {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
  const open = style ? `<p style="${escapeHtml(style)}">` : '<p>';
  return trustedFragment(
    blocks.map((block) => `${open}${block.split('\n').map(escapeHtml).join('<br>\n')}</p>`).join('\n'),
  );
}

/** A link whose address must be http(s) or mailto; the label is escaped. */
export function link(href: string, label: string): SafeHtml {
  return html`<a href="${href}" style="color:#0f5c4d">${label}</a>`;
}

/**
 * The opening line: "Hello Robin," for a member's own mail, "Hello," when the name is not
 * known (or is not one a mail should repeat: one line of letters, at most 40 characters).
 */
export function hello(firstName: string | null): string {
  const name = (firstName ?? '').replace(/\s+/g, ' ').trim();
  return name && name.length <= 40 && /^[\p{L}\p{M}' .-]+$/u.test(name) ? `Hello ${name},` : 'Hello,';
}

/**
 * Kliinic notes (Markdown) as a mail's HTML: the one renderer the pages use too, sanitised to
 * an allow-list and styled inline for mail clients. A model's or a transcript's markup stays text.
 */
export function notesMarkdownHtml(markdown: string): SafeHtml {
  return trustedFragment(renderMarkdown(markdown, notesMailPlace));
}
