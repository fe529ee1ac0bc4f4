import { seedContent } from './content.seed-data';

describe('content seed', () => {
  it('marks only Kiin’s own articles premium, never an outside resource', () => {
    const premium = seedContent.filter((item) => item.isPremium);
    expect(premium.length).toBeGreaterThan(0);
    for (const item of premium) {
      expect({ slug: item.slug, type: item.type, contentUrl: item.contentUrl, hasBody: item.body !== null }).toEqual({
        slug: item.slug,
        type: 'article',
        contentUrl: null,
        hasBody: true,
      });
    }
  });

  it('leaves the free outside courses free', () => {
    const courses = seedContent.filter((item) => item.type === 'course');
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.filter((item) => item.isPremium).map((item) => item.slug)).toEqual([]);
  });
});
