import type { Booking, Condition, ContentItem, DiscussionSummary, KliinicSession, Plan, ReviewItem, User } from '@kiin/contracts';

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
    author: { displayName: 'Anonymous User', isYou: false },
    status: 'published',
    ...extra,
  };
}

/** The catalogue's plans, as the spec prices them. */
export const catalogue: Plan[] = [
  { id: 'single-kliinic', name: 'Single Kliinic', label: 'BEST TO TRIAL', paymentType: 'kliinic', priceCents: 2900, currency: 'AUD', interval: 'once', priceLabel: '$29', description: 'One 90-minute live kliinic.' },
  { id: 'monthly-membership', name: 'Monthly Membership', label: 'BEST VALUE', paymentType: 'membership', priceCents: 2400, currency: 'AUD', interval: 'month', priceLabel: '$24/month', description: 'Every monthly kliinic and premium.' },
  { id: 'corporate-monthly', name: 'Corporate', label: null, paymentType: 'corporate', priceCents: 120000, currency: 'AUD', interval: 'month', priceLabel: '$1,200/month', description: 'For organisations.' },
];

export function aKliinicSession(title: string, extra: Partial<KliinicSession> = {}): KliinicSession {
  return {
    id: uuid(),
    startsAt: '2026-12-04T02:00:00.000Z',
    date: '2026-12-04',
    time: '1:00 PM AEDT',
    title,
    description: `About ${title.toLowerCase()}.`,
    durationMinutes: 90,
    leader: 'Dr Sam Lee',
    guest: 'A carer',
    capacity: 50,
    seatsLeft: 40,
    full: false,
    status: 'upcoming',
    ...extra,
  };
}

/** A member's confirmed seat at a kliinic past its date unless told otherwise (no cancel button, no link). */
export function aBooking(title: string, extra: Partial<Booking> = {}): Booking {
  return {
    id: uuid(),
    sessionId: uuid(),
    title,
    startsAt: '2026-01-02T02:00:00.000Z',
    date: '2026-01-02',
    time: '1:00 PM AEDT',
    durationMinutes: 90,
    status: 'confirmed',
    source: 'membership',
    refunded: false,
    meetingUrl: null,
    recordingUrl: null,
    canCancel: false,
    phase: 'past',
    ...extra,
  };
}

/** An open review of the moderation queue: a new member's held discussion unless told otherwise. */
export function aReviewItem(title: string, extra: Partial<ReviewItem> = {}): ReviewItem {
  const id = uuid();
  return {
    id: uuid(),
    postType: 'discussion',
    postId: id,
    discussionId: id,
    discussionTitle: title,
    content: `${title}: my first post.`,
    contentHtml: `<p>${title}: my first post.</p>`,
    postStatus: 'held',
    reasons: ['new-member'],
    priority: false,
    flags: [],
    openedAt: new Date().toISOString(),
    ...extra,
  };
}
