import type { SvgIconProps } from '@mui/material/SvgIcon';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import HeadphonesOutlinedIcon from '@mui/icons-material/HeadphonesOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { ContentType } from '@kiin/contracts';

const icons = {
  article: ArticleOutlinedIcon,
  book: MenuBookOutlinedIcon,
  video: PlayCircleOutlineIcon,
  podcast: HeadphonesOutlinedIcon,
  course: SchoolOutlinedIcon,
  website: LanguageOutlinedIcon,
} satisfies Record<ContentType, unknown>;

/** A decorative symbol for a content type; the type is always named in text beside it. */
export function ContentTypeIcon({ type, ...props }: { type: ContentType } & SvgIconProps) {
  const Icon = icons[type];
  return <Icon aria-hidden {...props} />;
}
