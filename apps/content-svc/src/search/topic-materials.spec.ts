import { DomainError } from '@kiin/service-kit';
import { ContentController } from '../content/content.controller';
import { seedConditions, seedContent } from '../seed/content.seed-data';
import { stableId } from '../seed/stable-id';
import { LibraryIndex } from './library-index';
import { type LibrarySearchService, topicMaterialsOf } from './library-search.service';

/** The seeded library as content-svc reads it from its database. */
const library = new LibraryIndex(
  seedContent.map((item) => ({
    id: stableId('content', item.slug),
    title: item.title,
    description: item.description,
    body: item.body,
    type: item.type,
    isPremium: item.isPremium,
    conditions: item.conditions.map((slug) => ({ id: stableId('condition', slug), name: seedConditions.find((c) => c.slug === slug)!.name })),
  })),
);

/** billing-svc's seeded programme (apps/billing-svc/src/kliinics/kliinics.seed.ts): each session's title and description. */
const sessions = [
  ['Navigating the Healthcare System', 'How the system fits together: GPs, specialists, hospitals, Medicare and where to ask for help.'],
  ['Carer Self-Care: Breaking the Guilt Cycle', 'Practical ways to look after yourself while caring for someone else, without the guilt.'],
  ['Managing Medications and Appointments', 'Keeping track of medicines, scripts and appointments, and what to ask at each visit.'],
  ['Holiday Stress and Family Dynamics', 'Planning for the holidays when someone you love needs care, and sharing the load.'],
];

/** For each seeded session, words one of its suggested titles must hold to plainly fit the topic. */
const fits: Record<string, RegExp> = {
  'Navigating the Healthcare System': /health (care )?system|medicare|my health record|gp|specialist|hospital/i,
  'Carer Self-Care: Breaking the Guilt Cycle': /self-care|looking after yourself|guilt|burnout|carer (wellbeing|stress)|respite/i,
  'Managing Medications and Appointments': /medicine|medication|appointment|prescription|pbs/i,
  // The library has nothing on holidays as such: a break, help from others and the carer's own wellbeing fit.
  'Holiday Stress and Family Dynamics': /holiday|christmas|family|stress|taking a break|respite|looking after yourself/i,
};

describe('library items for a kliinic topic', () => {
  it.each(sessions)('"%s" is offered an item whose title plainly fits', (title, description) => {
    const items = topicMaterialsOf(library, `${title}. ${description}`, 3);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(3);
    expect({ title, fitting: items.filter((i) => fits[title].test(i.title)).map((i) => i.title) }).toEqual({ title, fitting: expect.arrayContaining([expect.any(String)]) });
    for (const item of items) expect(item.path).toBe(`/content/${item.type}/${item.id}`);
  });

  it('offers premium items too, never more than asked, and nothing for words the library does not hold', () => {
    const text = seedContent.filter((i) => i.isPremium)[0].title;
    const items = topicMaterialsOf(library, text, 5);
    expect(items.map((i) => i.id)).toContain(stableId('content', seedContent.filter((i) => i.isPremium)[0].slug));
    expect(topicMaterialsOf(library, 'Carer self-care and respite', 1)).toHaveLength(1);
    expect(topicMaterialsOf(library, 'xylophone quasar zzyzx', 3)).toEqual([]);
  });

  it('answers over RPC with 3 by default, and refuses a call without text or asking for more than 5', async () => {
    const asked: [string, number][] = [];
    const topicMaterials = (text: string, limit: number) => {
      asked.push([text, limit]);
      return Promise.resolve([]);
    };
    const search = { topicMaterials } as unknown as LibrarySearchService;
    const controller = new ContentController({} as never, {} as never, search);
    const call = (data: object) => controller.topicMaterials({ actor: null, requestId: 'r1', issuedAt: 0, signature: '', data } as never);
    await call({ text: 'Holiday Stress and Family Dynamics' });
    expect(asked).toEqual([['Holiday Stress and Family Dynamics', 3]]);
    for (const data of [{ text: '  ', limit: 3 }, { limit: 3 }, { text: 'Respite', limit: 6 }, { text: 'Respite', limit: 0 }]) {
      expect(() => call(data)).toThrow(DomainError);
    }
  });
});
