import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ContentItem } from '@kiin/contracts';
import { cardImageUrl } from './content-presentation';
import { ContentTypeArt } from './ContentTypeArt';

/**
 * The item's image, a video's still, or the type's illustration; also the illustration
 * when a picture fails to load. Decorative: the title beside it says what the item is.
 */
export function ContentPicture({ item, compact = false }: { item: ContentItem; compact?: boolean }) {
  const src = cardImageUrl(item);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) return <ContentTypeArt type={item.type} compact={compact} />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      // Where a reader came from is nobody else's business.
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
