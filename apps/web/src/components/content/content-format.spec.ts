import type { ContentItem } from '@kiin/contracts';
import {
  durationLabel,
  formatReviewDate,
  isMissingContent,
  openOnSourceLabel,
  relatedItems,
  reviewLine,
} from './content-format';

describe('review line', () => {
  it('formats dates the Australian way, without shifting calendar dates', () => {
    expect(formatReviewDate('2026-03-03')).toBe('3 March 2026');
    expect(formatReviewDate('2025-12-31')).toBe('31 December 2025');
    // 14:00 UTC is already the next day in Sydney.
    expect(formatReviewDate('2026-03-03T14:00:00Z')).toBe('4 March 2026');
    expect(formatReviewDate('someday')).toBeNull();
    expect(formatReviewDate(null)).toBeNull();
  });

  it('names the reviewer, with the date when known', () => {
    expect(reviewLine('Kiin Editorial Team', '2026-03-03')).toBe('Reviewed by Kiin Editorial Team on 3 March 2026');
    expect(reviewLine('NOI Group', null)).toBe('Reviewed by NOI Group');
    expect(reviewLine(null, '2026-03-03')).toBeNull();
    expect(reviewLine('  ', '2026-03-03')).toBeNull();
  });
});

describe('meta', () => {
  it('shows a known duration in minutes', () => {
    expect(durationLabel(7)).toBe('7 min');
    expect(durationLabel(null)).toBeNull();
    expect(durationLabel(0)).toBeNull();
  });

  it('names the site on the open button', () => {
    expect(openOnSourceLabel('podcast', 'abc.net.au')).toBe('Listen on abc.net.au');
    expect(openOnSourceLabel('website', 'healthdirect.gov.au')).toBe('Visit healthdirect.gov.au');
  });
});

describe('related content', () => {
  const item = (id: string, type: ContentItem['type'] = 'video') => ({ id, type }) as ContentItem;

  it('keeps up to three others of the same type, in order', () => {
    const list = [item('a'), item('b'), item('c', 'podcast'), item('d'), item('e'), item('f')];
    expect(relatedItems(list, { id: 'b', type: 'video' }).map((i) => i.id)).toEqual(['a', 'd', 'e']);
  });

  it('is empty when nothing else matches or the list has not loaded', () => {
    expect(relatedItems([item('a')], { id: 'a', type: 'video' })).toEqual([]);
    expect(relatedItems(undefined, { id: 'a', type: 'video' })).toEqual([]);
  });
});

describe('load failures', () => {
  it('treats 404 and 400 as a wrong link, anything else as a failure', () => {
    expect(isMissingContent(404)).toBe(true);
    expect(isMissingContent(400)).toBe(true);
    expect(isMissingContent(503)).toBe(false);
    expect(isMissingContent(0)).toBe(false);
    expect(isMissingContent(undefined)).toBe(false);
  });
});
