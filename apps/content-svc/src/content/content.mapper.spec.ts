import { Collection } from '@mikro-orm/core';
import type { ContentItem } from './content-item.entity';
import { forActor, toContentDto } from './content.mapper';

const item = (isPremium: boolean) =>
  ({
    id: '5f0b7a4e-3d1c-5b7a-9e2f-1a2b3c4d5e6f',
    title: 'Preparing for a specialist appointment',
    description: 'What to bring and what to ask.',
    type: 'article',
    isPremium,
    duration: 8,
    imageUrl: null,
    contentUrl: 'https://www.healthdirect.gov.au/',
    body: '## Before you go',
    reviewedBy: 'Kiin editorial team',
    reviewedAt: '2026-11-01',
    sources: [],
    conditions: { isInitialized: () => true, getIdentifiers: () => [] } as unknown as Collection<never>,
  }) as unknown as ContentItem;

const visitor = null;
const free = { userId: 'u1', isPremium: false, userType: null, roles: [] };
const premium = { userId: 'u2', isPremium: true, userType: null, roles: [] };

describe('what an item reveals to whom', () => {
  it('shows a free item in full to everyone', () => {
    for (const actor of [visitor, free, premium]) {
      const dto = toContentDto(item(false), actor);
      expect(dto).toMatchObject({ contentUrl: 'https://www.healthdirect.gov.au/', body: '## Before you go', locked: false });
    }
  });

  it('withholds a premium item’s link and body from visitors and free members', () => {
    for (const actor of [visitor, free]) {
      const dto = toContentDto(item(true), actor);
      expect(dto.locked).toBe(true);
      expect(dto).not.toHaveProperty('contentUrl');
      expect(dto).not.toHaveProperty('body');
      expect(dto.description).toBe('What to bring and what to ask.');
    }
    expect(toContentDto(item(true), premium)).toMatchObject({ locked: false, body: '## Before you go' });
  });

  it('applies the same rule to the cached catalogue', () => {
    const full = toContentDto(item(true), premium, false);
    expect(full).not.toHaveProperty('body');
    const teaser = forActor(full, free);
    expect(teaser).not.toHaveProperty('contentUrl');
    expect(teaser.locked).toBe(true);
    expect(forActor(full, premium)).toBe(full);
  });
});
