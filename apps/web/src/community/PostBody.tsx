import Box from '@mui/material/Box';

/**
 * A post's HTML as rendered by community-svc through its allow-list (no raw HTML, no images,
 * links http(s) or relative with rel="nofollow ugc noopener"); nothing else is ever set as HTML.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <Box
      className="post-body"
      sx={{ '& p': { my: 1 }, '& a': { color: 'primary.main' }, overflowWrap: 'anywhere' }}
      // The server's sanitised output: see apps/community-svc/src/posts/markdown.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
