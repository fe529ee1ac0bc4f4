import MarkdownIt from 'markdown-it';
import { excerptLength } from '@kiin/contracts';

const md = new MarkdownIt({ html: false, linkify: false, breaks: true, typographer: false });

type Token = ReturnType<typeof md.parse>[number];

function textOf(tokens: Token[], out: string[]): void {
  for (const token of tokens) {
    if (token.children) textOf(token.children, out);
    else if (token.type === 'text' || token.type === 'code_inline' || token.type === 'code_block' || token.type === 'fence') out.push(token.content);
    else if (token.type === 'image') out.push(token.content);
    // A line break or the end of a block (paragraph, list item, quote) separates words; inline marks do not.
    else if (token.type === 'softbreak' || token.type === 'hardbreak' || (token.block && token.nesting === -1)) out.push(' ');
  }
}

/** What a member's markdown says, as one line of plain text: no markup, no HTML, spaces collapsed. */
export function plainText(markdown: string): string {
  const out: string[] = [];
  textOf(md.parse(markdown, {}), out);
  return out.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The list's excerpt: about the first `length` characters of the plain text, cut at a word
 * when one ends in the last fifth, with an ellipsis when anything was left out. `markdown`
 * may be only the head of a long post (`clipped`).
 */
export function excerptOf(markdown: string, { length = excerptLength, clipped = false }: { length?: number; clipped?: boolean } = {}): string {
  const text = plainText(markdown);
  const chars = Array.from(text);
  // `clipped`: only the head of a long post was read, so something is left out whatever its length.
  if (chars.length <= length) return clipped && text ? `${text}…` : text;
  const head = chars.slice(0, length).join('');
  const space = head.lastIndexOf(' ');
  const cut = space >= length * 0.8 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s.,;:!?-]+$/u, '')}…`;
}
