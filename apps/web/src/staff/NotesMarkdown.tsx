import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A link target the notes may use: web addresses only (never `javascript:` or `data:`). */
const safeHref = (href: string): string | null => (/^https?:\/\/[^\s]+$/i.test(href) ? href : null);

/** Inline Markdown as React text: `**bold**`, `_emphasis_` and `[label](https://…)`; anything else stays text. */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?:^|(?<=\s))_([^_]+)_(?=\s|$|[.,;:!?])/g;
  let last = 0;
  let key = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    parts.push(text.slice(last, m.index));
    if (m[1] !== undefined) {
      const href = safeHref(m[2]);
      parts.push(
        href ? (
          <Link key={key++} href={href} target={href.startsWith(globalThis.location?.origin ?? '\u0000') ? undefined : '_blank'} rel="noopener noreferrer">
            {m[1]}
          </Link>
        ) : (
          m[0]
        ),
      );
    } else if (m[3] !== undefined) parts.push(<strong key={key++}>{m[3]}</strong>);
    else parts.push(<em key={key++}>{m[4]}</em>);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'list'; ordered: boolean; items: string[] } | { kind: 'paragraph'; lines: string[] };

export function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^(?:([-*+])|\d+[.)])\s+(.*)$/.exec(line);
    if (!line || line === '---') blocks.push({ kind: 'paragraph', lines: [] });
    else if (heading) blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    else if (item) {
      const ordered = item[1] === undefined;
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[2]);
      else blocks.push({ kind: 'list', ordered, items: [item[2]] });
    } else if (last?.kind === 'paragraph') last.lines.push(line);
    else blocks.push({ kind: 'paragraph', lines: [line] });
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.lines.length > 0);
}

/**
 * Kliinic notes (Markdown written by a model, a summariser or an expert) as React elements:
 * headings, lists, paragraphs, emphasis and web links. No HTML is ever interpreted.
 * `headingLevel` is the level the notes' top headings take on the page.
 */
export function NotesMarkdown({ markdown, headingLevel = 3 }: { markdown: string; headingLevel?: 2 | 3 | 4 }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 }, overflowWrap: 'anywhere' }}>
      {blocksOf(markdown).map((block, i) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, headingLevel + Math.max(0, block.level - 2)) as 2 | 3 | 4 | 5 | 6;
          return (
            <Typography key={i} variant={level <= 3 ? 'h6' : 'subtitle1'} component={`h${level}`} sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
              {inline(block.text)}
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={i} component={block.ordered ? 'ol' : 'ul'} sx={{ pl: 3, my: 1 }}>
              {block.items.map((item, j) => (
                <Typography key={j} component="li" variant="body1" sx={{ mb: 0.5 }}>
                  {inline(item)}
                </Typography>
              ))}
            </Box>
          );
        }
        return (
          <Typography key={i} variant="body1" sx={{ my: 1 }}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </Typography>
        );
      })}
    </Box>
  );
}
