import { type IndexedItem, LibraryIndex, sentencesOf } from './library-index';
import { stems } from './words';

const neurological = { id: 'c-neuro', name: 'Neurological' };
const respiratory = { id: 'c-resp', name: 'Respiratory' };

let n = 0;
const item = (title: string, description: string, extra: Partial<IndexedItem> = {}): IndexedItem => ({
  id: `i${++n}`,
  title,
  description,
  body: null,
  type: 'article',
  isPremium: false,
  conditions: [],
  ...extra,
});

const dementiaGuide = item('Living with dementia: a guide for families', 'What changes as dementia progresses, and where families in Australia find support.', {
  conditions: [neurological],
  body: '# Early signs\n\nMemory loss is often the first sign. Ask the neurologist what stage it is and what to expect next.\n\n- Keep a diary of changes.\n- Bring a list of questions.',
});
const specialistVisits = item('Getting the most from specialist appointments', 'How to prepare questions for a specialist and take notes.', {
  body: 'Write your questions down before you go. Bring every medicine in a bag. Ask what the next step is and who to call.',
});
const respite = item('Respite care: taking a break', 'Short breaks for carers, in the home or at a centre, and how to arrange them through Carer Gateway.', {
  body: 'Respite lets you rest while someone else cares for a while. Carer Gateway can arrange emergency respite.',
});
const asthma = item('Asthma action plans', 'A written plan for what to do when breathing gets worse.', { conditions: [respiratory] });
const pbs = item('Paying for medicines: the PBS and the Safety Net', 'How the Pharmaceutical Benefits Scheme keeps prescriptions affordable.', { isPremium: true });
const passingMention = item('A week in the life of a carer', 'One carer’s diary of appointments, work and family.', {
  body: 'Monday was the neurologist. Tuesday was work. Wednesday we went to the park and talked about memory and the garden and the dog.',
});
const library = new LibraryIndex([dementiaGuide, specialistVisits, respite, asthma, pbs, passingMention]);
const ids = (question: string, options: Partial<Parameters<LibraryIndex['search']>[1]> = {}) =>
  library.search(question, { premium: true, conditionIds: [], limit: 4, ...options }).map((p) => p.id);

describe("the coach's library retrieval", () => {
  it('finds an item by the everyday words of a question, through the health thesaurus', () => {
    expect(ids('Mum keeps forgetting things and asks the same question over and over')[0]).toBe(dementiaGuide.id);
    expect(ids('he gets so puffed walking to the letterbox')[0]).toBe(asthma.id);
    expect(ids('cant afford dads scripts anymore')[0]).toBe(pbs.id);
    expect(ids('I just need a few days to myself, someone to watch him')[0]).toBe(respite.id);
  });

  it('weighs a title and summary that name the subject above a passing mention in a body', () => {
    const found = ids('What should I ask her neurologist about her memory?');
    expect(found.indexOf(dementiaGuide.id)).toBeLessThan(found.indexOf(passingMention.id) === -1 ? Infinity : found.indexOf(passingMention.id));
    expect(found.slice(0, 2)).toContain(specialistVisits.id);
  });

  it("prefers items linked to the member's saved conditions", () => {
    const question = 'how do we plan for the next appointment';
    const without = ids(question);
    const withSaved = ids(question, { conditionIds: [neurological.id] });
    expect(withSaved.indexOf(dementiaGuide.id)).toBeLessThanOrEqual(without.indexOf(dementiaGuide.id) === -1 ? Infinity : without.indexOf(dementiaGuide.id));
  });

  it('drops weak matches rather than filling every slot, and answers nothing for words the library does not hold', () => {
    expect(ids('asthma action plan for breathing').length).toBeLessThan(4);
    expect(ids('xylophone quasar zzyzx')).toEqual([]);
    expect(ids('the and of what how')).toEqual([]);
  });

  it('never returns a premium item to a member who is not premium', () => {
    expect(ids('PBS safety net for prescriptions', { premium: false })).not.toContain(pbs.id);
    expect(ids('PBS safety net for prescriptions', { premium: true })[0]).toBe(pbs.id);
  });

  it('gives each item a passage of whole sentences where the question is, never from mid-sentence', () => {
    const guide = library.search('what to ask the neurologist about dementia', { premium: true, conditionIds: [], limit: 4 }).find((p) => p.id === dementiaGuide.id)!;
    expect(guide.passage).toMatch(/^Ask the neurologist what stage it is and what to expect next\. Keep a diary/);
    for (const passage of library.search('respite break carer', { premium: true, conditionIds: [], limit: 4 }).map((p) => p.passage)) {
      expect(passage).toMatch(/^[A-Z]/);
      expect(passage).toMatch(/[.!?…]$/);
    }
  });
});

describe('words and sentences', () => {
  it('meets plural, tense and Australian spelling alike, without the small words', () => {
    expect(stems('Carers organise appointments')).toEqual(stems('carer organize appointment'));
    expect(stems('forgetting')).toEqual(stems('forget'));
    expect(stems('what is the and of')).toEqual([]);
  });

  it('reads Markdown as plain sentences: headings, lists and links', () => {
    expect(sentencesOf('# Help at home\n\nSee [Carer Gateway](https://example.org). It helps.\n\n- One thing\n- Two')).toEqual([
      'Help at home.',
      'See Carer Gateway.',
      'It helps.',
      'One thing Two',
    ]);
  });
});
