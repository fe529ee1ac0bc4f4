import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BookIcon from '@mui/icons-material/MenuBookOutlined';
import CourseIcon from '@mui/icons-material/SchoolOutlined';
import PodcastIcon from '@mui/icons-material/HeadphonesOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import WebsiteIcon from '@mui/icons-material/LanguageOutlined';
import type { ContentType } from '@kiin/contracts';

type PaletteKey = 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

const art: Record<ContentType, { Icon: ComponentType<SvgIconProps>; colour: PaletteKey }> = {
  article: { Icon: ArticleIcon, colour: 'primary' },
  book: { Icon: BookIcon, colour: 'secondary' },
  video: { Icon: VideoIcon, colour: 'info' },
  podcast: { Icon: PodcastIcon, colour: 'warning' },
  course: { Icon: CourseIcon, colour: 'success' },
  website: { Icon: WebsiteIcon, colour: 'primary' },
};

/** The picture of an item that has none: a calm panel in the type's colour with its icon. */
export function ContentTypeArt({ type, compact = false }: { type: ContentType; compact?: boolean }) {
  const { Icon, colour } = art[type] ?? art.article;
  return (
    <Box
      aria-hidden="true"
      data-fallback-art={type}
      sx={(theme) => ({
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        color: theme.palette[colour].main,
        backgroundColor: alpha(theme.palette[colour].main, theme.palette.mode === 'dark' ? 0.16 : 0.1),
        backgroundImage: `radial-gradient(circle at 80% 20%, ${alpha(theme.palette[colour].main, 0.18)} 0, transparent 55%)`,
      })}
    >
      <Icon sx={{ fontSize: compact ? 28 : 56 }} />
    </Box>
  );
}
