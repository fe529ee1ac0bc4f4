import type { Actor, ContentItem as ContentItemDto } from '@kiin/contracts';
import type { ContentItem } from './content-item.entity';

/** What a caller may see depends on this alone: lists are cached per variant. */
export const variantOf = (actor: Actor | null): 'full' | 'teaser' => (actor?.isPremium === true ? 'full' : 'teaser');

/** Whether the caller may see the full item: free items, or premium members. */
export const canSeeFull = (item: Pick<ContentItem, 'isPremium'>, actor: Actor | null): boolean =>
  !item.isPremium || variantOf(actor) === 'full';

/**
 * The one place an item becomes a response. A premium item for anyone who is not a
 * premium member is a teaser: no contentUrl and no body, whatever the gateway did.
 */
export function toContentDto(item: ContentItem, actor: Actor | null, withBody = true): ContentItemDto {
  const full = canSeeFull(item, actor);
  const dto: ContentItemDto = {
    id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    isPremium: item.isPremium,
    duration: item.duration,
    imageUrl: item.imageUrl,
    reviewedBy: item.reviewedBy,
    reviewedAt: item.reviewedAt,
    sources: item.sources,
    conditionIds: item.conditions.isInitialized() ? item.conditions.getIdentifiers<string>() : [],
    locked: !full,
  };
  if (full) {
    dto.contentUrl = item.contentUrl;
    if (withBody) dto.body = item.body;
  }
  return dto;
}

/** The same rule for an item already mapped in full (the cached catalogue). */
export function forActor(item: ContentItemDto, actor: Actor | null): ContentItemDto {
  if (canSeeFull(item, actor)) return item;
  const { contentUrl: _url, body: _body, ...teaser } = item;
  return { ...teaser, locked: true };
}
