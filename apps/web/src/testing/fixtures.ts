import type { Condition, ContentItem, DiscussionSummary, User } from '@kiin/contracts';

/** Typed records as the gateway sends them; each call gives a fresh id unless one is given. */
let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function aCondition(name: string, extra: Partial<Condition> = {}): Condition {
  return { id: uuid(), name, description: `Living with ${name.toLowerCase()}.`, icon: 'Favorite', ...extra };
}

export function aContentItem(title: string, extra: Partial<ContentItem> = {}): ContentItem {
  return {
    id: uuid(),
    title,
    description: `About ${title.toLowerCase()}.`,
    type: 'article',
    isPremium: false,
    duration: 5,
    imageUrl: null,
    contentUrl: null,
    body: `# ${title}\n\nText.`,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditionIds: [],
    locked: false,
    ...extra,
  };
}

export function aMember(extra: Partial<User> = {}): User {
  return {
    id: uuid(),
    firstName: 'Robin',
    lastName: 'Carer',
    email: 'robin@example.com',
    profileImageUrl: null,
    isPremium: false,
    userType: 'carer',
    points: 0,
    ...extra,
  };
}

export function aDiscussionSummary(title: string, extra: Partial<DiscussionSummary> = {}): DiscussionSummary {
  return {
    id: uuid(),
    title,
    excerpt: `${title}: what helped me this week.`,
    isPremiumOnly: false,
    createdAt: new Date().toISOString(),
    views: 3,
    commentCount: 1,
    author: { displayName: 'Community member', isYou: false },
    status: 'published',
    ...extra,
  };
}
