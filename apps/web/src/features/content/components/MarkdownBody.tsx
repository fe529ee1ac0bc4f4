import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/links';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { webUrl } from '../../../components/content/embeds';

type HeadingProps = ComponentProps<'h2'> & { node?: unknown };

/** Article headings sit under the page's h1: a body's `#` and `##` both become h2. */
function heading(level: 2 | 3 | 4) {
  const tag = `h${level}` as const;
  return function Heading({ children, id }: HeadingProps) {
    return (
      <Typography component={tag} variant={tag} id={id} sx={{ mt: 4, mb: 1.5 }}>
        {children}
      </Typography>
    );
  };
}

function MarkdownLink({ href, children }: ComponentProps<'a'> & { node?: unknown }) {
  // An address refused by the safe-protocol check arrives empty: keep the words, drop the link.
  if (!href) return <>{children}</>;
  if (href?.startsWith('/') && !href.startsWith('//')) return <TextLink to={href}>{children}</TextLink>;
  if (webUrl(href)) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    );
  }
  return <Link href={href}>{children}</Link>;
}

const components: Components = {
  h1: heading(2),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(4),
  h6: heading(4),
  a: MarkdownLink,
  // Pictures in a body are illustrations of the text around them; they never overflow a phone.
  img: ({ src, alt }) => <Box component="img" src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" sx={{ maxWidth: '100%', height: 'auto' }} />,
};

/**
 * An in-house article's Markdown. Raw HTML in the source is dropped, never rendered, and
 * link addresses pass react-markdown's safe-protocol check.
 */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <Box
      sx={{
        fontSize: { xs: '1.05rem', md: '1.1rem' },
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& > :first-child': { mt: 0 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3, my: 2 },
        '& li': { mb: 1 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& pre': { overflowX: 'auto' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
      }}
    >
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </Box>
  );
}
