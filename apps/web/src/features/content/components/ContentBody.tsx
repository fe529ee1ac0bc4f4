import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ContentItem, ContentType } from '@kiin/contracts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { openOnSourceLabel } from '../../../components/content/content-format';
import { hostLabel, spotifyEmbedUrl, webUrl, youTubeEmbedUrl } from '../../../components/content/embeds';
import { MarkdownBody } from './MarkdownBody';

/** The Spotify player's own full height: episode art, controls and description. */
export const podcastEmbedHeight = 352;

function OpenOnSource({ type, url }: { type: ContentType; url: string }) {
  const host = hostLabel(url) ?? url;
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      size="large"
      endIcon={<OpenInNewIcon aria-hidden />}
      sx={{ alignSelf: 'flex-start', maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
    >
      {openOnSourceLabel(type, host)}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

function Player({ src, title, height }: { src: string; title: string; height?: number }) {
  return (
    <Box
      component="iframe"
      src={src}
      title={title}
      loading="lazy"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      height={height}
      sx={{
        display: 'block',
        width: '100%',
        border: 0,
        borderRadius: 3,
        bgcolor: 'action.hover',
        ...(height ? { height } : { aspectRatio: '16 / 9', height: 'auto' }),
      }}
    />
  );
}

function SourceLink({ url, children }: { url: string; children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Link>
    </Typography>
  );
}

const offlineNote: Record<ContentType, string> = {
  article: 'This article is not available online yet.',
  book: 'This book is not available to read online. Ask for it at your local library or bookshop.',
  video: 'This video is not available online yet.',
  podcast: 'This podcast is not available online yet.',
  course: 'This course is not available online yet.',
  website: 'This website is not available right now.',
};

/**
 * The item itself, for a reader allowed to see it: an article's text, a video or podcast
 * player when the address is one we can embed, otherwise a clear way to the source's site.
 */
export function ContentBody({ item }: { item: ContentItem }) {
  const url = webUrl(item.contentUrl)?.href ?? null;

  if (item.type === 'article' && item.body) return <MarkdownBody markdown={item.body} />;

  if (item.type === 'video' && url) {
    const embed = youTubeEmbedUrl(url);
    if (embed) {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Player src={embed} title={`Video: ${item.title}`} />
          <SourceLink url={url}>Watch on YouTube instead</SourceLink>
        </Box>
      );
    }
  }

  if (item.type === 'podcast' && url) {
    const embed = spotifyEmbedUrl(url);
    if (embed) {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Player src={embed} title={`Podcast: ${item.title}`} height={podcastEmbedHeight} />
          <SourceLink url={url}>Listen on Spotify instead</SourceLink>
        </Box>
      );
    }
  }

  if (url) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <OpenOnSource type={item.type} url={url} />
        <Typography variant="body2" color="text.secondary">
          Opens {hostLabel(url)} in a new tab, outside Kiin.
        </Typography>
      </Box>
    );
  }

  return <Typography color="text.secondary">{offlineNote[item.type]}</Typography>;
}
