import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ContentItem } from '@kiin/contracts';
import { contentLink } from './content-presentation';

interface ContentActionProps {
  item: ContentItem;
  label: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** The item's main link: its page in Kiin, or its own site in a new tab. Names the item for screen readers. */
export function ContentAction({ item, label, variant = 'contained', size = 'medium' }: ContentActionProps) {
  const link = contentLink(item);
  // Every card has the same words on its button; the name says which item it opens.
  const name = `${label}: ${item.title}`;

  if (link.external) {
    return (
      <Button
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        variant={variant}
        size={size}
        endIcon={<OpenInNewIcon aria-hidden="true" />}
        aria-label={`${name} (opens in a new tab)`}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={link.to} variant={variant} size={size} aria-label={name}>
      {label}
    </Button>
  );
}
