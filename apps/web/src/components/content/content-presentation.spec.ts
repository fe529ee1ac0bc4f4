import type { ContentItem, ContentType } from '@kiin/contracts';
import {
  actionLabel,
  canMarkComplete,
  cardDuration,
  cardImageUrl,
  contentLink,
  countLabel,
  filterContent,
  isFilmOrSeries,
  libraryTabs,
  listButtonLabel,
  listDuration,
  matchesSearch,
  tabFromParam,
  videoThumbnailUrl,
} from './content-presentation';

const item = (type: ContentType, title: string, description = ''): Pick<ContentItem, 'type' | 'title' | 'description'> => ({
  type,
  title,
  description,
});

describe('tabs', () => {
  it('are All, Articles and Books, Videos, Podcasts, Courses, Websites', () => {
    expect(libraryTabs.map((t) => t.label)).toEqual(['All', 'Articles and Books', 'Videos', 'Podcasts', 'Courses', 'Websites']);
  });

  it('read from ?type=, anything unknown being All', () => {
    expect(tabFromParam('video')).toBe('video');
    expect(tabFromParam('articles-books')).toBe('articles-books');
    expect(tabFromParam(null)).toBe('all');
    expect(tabFromParam('videos')).toBe('all');
  });
});

describe('filtering', () => {
  const items = [
    item('article', 'Preparing for a specialist', 'Questions to ask'),
    item('book', 'The Happiness Trap', 'Acceptance and commitment'),
    item('video', 'Tame the Beast', 'Rethinking persistent pain'),
    item('podcast', 'Health Report', 'Weekly health news'),
    item('website', 'Carer Gateway', 'Support for carers'),
  ];
  const titles = (list: { title: string }[]) => list.map((i) => i.title);

  it('keeps articles and books together and one type per other tab', () => {
    expect(titles(filterContent(items, 'all', ''))).toHaveLength(5);
    expect(titles(filterContent(items, 'articles-books', ''))).toEqual(['Preparing for a specialist', 'The Happiness Trap']);
    expect(titles(filterContent(items, 'video', ''))).toEqual(['Tame the Beast']);
    expect(titles(filterContent(items, 'podcast', ''))).toEqual(['Health Report']);
    expect(titles(filterContent(items, 'website', ''))).toEqual(['Carer Gateway']);
    expect(filterContent(items, 'course', '')).toEqual([]);
  });

  it('searches title and description, ignoring case and surrounding spaces', () => {
    expect(titles(filterContent(items, 'all', 'HAPPINESS'))).toEqual(['The Happiness Trap']);
    expect(titles(filterContent(items, 'all', '  persistent PAIN '))).toEqual(['Tame the Beast']);
    expect(titles(filterContent(items, 'video', 'carer'))).toEqual([]);
    expect(matchesSearch(items[4], 'gate')).toBe(true);
    expect(matchesSearch(items[4], 'nothing like it')).toBe(false);
  });

  it('counts in words', () => {
    expect(countLabel(0)).toBe('0 items');
    expect(countLabel(1)).toBe('1 item');
    expect(countLabel(12)).toBe('12 items');
  });
});

describe('action labels', () => {
  it.each([
    ['article', 'Read article'],
    ['book', 'Find book'],
    ['video', 'Watch video'],
    ['podcast', 'Listen now'],
    ['course', 'Start course'],
    ['website', 'Visit site'],
  ] as const)('%s: %s', (type, label) => {
    expect(actionLabel({ type, title: 'Something' })).toBe(label);
  });

  it('is View content for a type the app does not know', () => {
    expect(actionLabel({ type: 'webinar' as ContentType, title: 'Something' })).toBe('View content');
  });

  it('offers the trailer of a film or series', () => {
    expect(actionLabel({ type: 'video', title: 'The Long Goodbye (film)' })).toBe('Watch trailer');
    expect(actionLabel({ type: 'video', title: 'Dementia Together Series' })).toBe('Watch trailer');
    expect(actionLabel({ type: 'video', title: 'FILM: a carer’s year' })).toBe('Watch trailer');
    // Only for videos, and only the whole word.
    expect(actionLabel({ type: 'article', title: 'A film about care' })).toBe('Read article');
    expect(isFilmOrSeries('Filmmaking for beginners')).toBe(false);
    expect(isFilmOrSeries('A miniseries')).toBe(false);
    expect(isFilmOrSeries('Microfilm archives')).toBe(false);
  });

  it('are Read, Watch, Listen or View in a list', () => {
    expect(listButtonLabel('article')).toBe('Read');
    expect(listButtonLabel('book')).toBe('Read');
    expect(listButtonLabel('video')).toBe('Watch');
    expect(listButtonLabel('podcast')).toBe('Listen');
    expect(listButtonLabel('course')).toBe('View');
    expect(listButtonLabel('website')).toBe('View');
  });
});

describe('durations', () => {
  it('show on a card only when known', () => {
    expect(cardDuration(7)).toBe('7 min');
    expect(cardDuration(null)).toBeNull();
    expect(cardDuration(0)).toBeNull();
  });

  it('are 10 min in a list when unknown', () => {
    expect(listDuration(null)).toBe('10 min');
    expect(listDuration(0)).toBe('10 min');
    expect(listDuration(35)).toBe('35 min');
  });

  it('read as hours from an hour up', () => {
    expect(listDuration(60)).toBe('1 hr');
    expect(cardDuration(90)).toBe('1 hr 30 min');
    expect(cardDuration(300)).toBe('5 hr');
  });
});

describe('pictures', () => {
  const still = 'https://i.ytimg.com/vi/4b8oB757DKc/hqdefault.jpg';

  it.each([
    'https://www.youtube.com/watch?v=4b8oB757DKc',
    'https://youtube.com/watch?feature=share&v=4b8oB757DKc',
    'https://youtu.be/4b8oB757DKc',
    'https://www.youtube.com/embed/4b8oB757DKc',
    'https://www.youtube.com/shorts/4b8oB757DKc',
  ])('a YouTube address %s gives the video still', (address) => {
    expect(videoThumbnailUrl(address)).toBe(still);
  });

  it.each([
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=4b8oB757DK'],
    ['an id of 12 characters', 'https://youtu.be/4b8oB757DKcX'],
    ['a character outside the id alphabet', 'https://www.youtube.com/watch?v=4b8oB757D%22'],
    ['another site', 'https://www.tamethebeast.org/watch?v=4b8oB757DKc'],
    ['a look-alike host', 'https://youtube.com.example.org/watch?v=4b8oB757DKc'],
    ['no address', null],
  ])('%s gives no still', (_case, address) => {
    expect(videoThumbnailUrl(address)).toBeNull();
  });

  it('prefer the item’s own image, then the video still, else none', () => {
    expect(cardImageUrl({ imageUrl: 'https://example.org/a.jpg', contentUrl: 'https://youtu.be/4b8oB757DKc' })).toBe(
      'https://example.org/a.jpg',
    );
    expect(cardImageUrl({ imageUrl: null, contentUrl: 'https://youtu.be/4b8oB757DKc' })).toBe(still);
    expect(cardImageUrl({ imageUrl: null, contentUrl: 'https://www.heartfoundation.org.au/' })).toBeNull();
    expect(cardImageUrl({ imageUrl: 'javascript:alert(1)', contentUrl: undefined })).toBeNull();
  });
});

describe('links', () => {
  const id = '3f0c8a52-2a4c-4d8b-9a39-4f4d1b0b6a11';

  it('open books and websites with an address on their own site', () => {
    expect(contentLink({ id, type: 'book', contentUrl: 'https://www.heartfoundation.org.au/' })).toEqual({
      external: true,
      href: 'https://www.heartfoundation.org.au/',
    });
    expect(contentLink({ id, type: 'website', contentUrl: 'https://www.ndis.gov.au/' })).toEqual({
      external: true,
      href: 'https://www.ndis.gov.au/',
    });
  });

  it('open everything else, and withheld or unsafe addresses, as a page in Kiin', () => {
    expect(contentLink({ id, type: 'book', contentUrl: null })).toEqual({ external: false, to: `/content/book/${id}` });
    expect(contentLink({ id, type: 'website', contentUrl: undefined })).toEqual({ external: false, to: `/content/website/${id}` });
    expect(contentLink({ id, type: 'website', contentUrl: 'javascript:alert(1)' })).toEqual({
      external: false,
      to: `/content/website/${id}`,
    });
    expect(contentLink({ id, type: 'video', contentUrl: 'https://youtu.be/4b8oB757DKc' })).toEqual({
      external: false,
      to: `/content/video/${id}`,
    });
    expect(contentLink({ id, type: 'article', contentUrl: 'https://www.healthdirect.gov.au/' })).toEqual({
      external: false,
      to: `/content/article/${id}`,
    });
  });
});

describe('Mark Complete', () => {
  it('belongs on every open item that is not a website', () => {
    for (const type of ['article', 'book', 'video', 'podcast', 'course'] as const) {
      expect(canMarkComplete({ type, locked: false })).toBe(true);
    }
  });

  it('is not offered on a website or on a locked premium item', () => {
    expect(canMarkComplete({ type: 'website', locked: false })).toBe(false);
    expect(canMarkComplete({ type: 'article', locked: true })).toBe(false);
    expect(canMarkComplete({ type: 'course', locked: true })).toBe(false);
  });
});
