import Box from '@mui/material/Box';

/**
 * Markdown as the server rendered it (`renderMarkdown` in libs/service-kit: an allow-list of
 * tags, no raw HTML, no images, links http(s) or relative): posts, comments and kliinic notes.
 * The web never parses Markdown itself, so what a page shows is what the mail shows; nothing
 * else is ever set as HTML.
 */
export function RenderedMarkdown({ html, className = 'post-body' }: { html: string; className?: string }) {
  return (
    <Box
      className={className}
      sx={{
        '& > :first-child': { mt: 0 },
        '& p': { my: 1 },
        '& ul, & ol': { pl: 3, my: 1 },
        '& li': { mb: 0.5 },
        '& h3, & h4, & h5, & h6': { mt: 2, mb: 1, fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.4 },
        '& a': { color: 'primary.main' },
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
