import { type IndexedItem, LibraryIndex, sentencesOf } from './library-index';
import { oneSlipFrom, stems, words } from './words';

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

describe('the way carers ask', () => {
  /** A small library of its own, so that the items each test compares are the only ones there. */
  const libraryOf = (...items: IndexedItem[]) => {
    const index = new LibraryIndex(items);
    return (question: string) => index.search(question, { premium: true, conditionIds: [], limit: 4 }).map((p) => p.id);
  };

  it('reads a misspelt word as the library’s word, and never a short everyday word as another', () => {
    expect(ids('my mums demetia is getting worse')[0]).toBe(dementiaGuide.id);
    expect(ids('dad has alzhiemers and asks the same thing all day')[0]).toBe(dementiaGuide.id);
    expect(library.spellingsCorrected('my sister and hubby')).toBe('my sister and hubby');
  });

  it('prefers the kind of item a question names, and does not take "someone to watch him" for a video', () => {
    const podcast = item('Carers talking: taking a break', 'Carers share how they rest and arrange respite.', { type: 'podcast' });
    const video = item('Carers at home', 'A short film about families caring at home.', { type: 'video' });
    const find = libraryOf(respite, podcast, video);
    expect(find('how do I take a break from caring')[0]).toBe(respite.id);
    expect(find('a podcast about taking a break from caring')[0]).toBe(podcast.id);
    expect(find('I need a break, someone to watch him for a day')[0]).toBe(respite.id);
  });

  it('hears what something costs apart from income support: a cheaper counsellor is not Carer Payment', () => {
    const counselling = item('Free and low-cost counselling', 'Where to find counselling that is free or low-cost.');
    const payments = item('Carer Payment and Carer Allowance', 'Financial help from Centrelink for carers, and the income test.');
    expect(libraryOf(counselling, payments)('my partner needs a counsellor that doesnt cost a fortune')[0]).toBe(counselling.id);
  });

  it('hears a young carer in a question that gives the asker’s own age', () => {
    const youngCarers = item('Support for young carers', 'Help for young people who care for a family member, from Kids Helpline and headspace.');
    const selfCare = item('Looking after yourself', 'Small habits that help when you care for someone.');
    expect(libraryOf(youngCarers, selfCare)('im 15 and look after my mum, who can i talk to')[0]).toBe(youngCarers.id);
  });
});

describe('words and sentences', () => {
  it('meets plural, tense and Australian spelling alike, without the small words', () => {
    expect(stems('Carers organise appointments')).toEqual(stems('carer organize appointment'));
    expect(stems('forgetting')).toEqual(stems('forget'));
    expect(stems('what is the and of')).toEqual([]);
  });

  it('keeps a word whose -er is its own apart from a shorter word (career and care, shower and show)', () => {
    expect(stems('career')).not.toEqual(stems('care'));
    expect(stems('shower')).not.toEqual(stems('show'));
    expect(stems('workers')).toEqual(stems('work'));
  });

  it('reads dotted and colon acronyms as one word: F.A.S.T. and GLA:D', () => {
    expect(words('the F.A.S.T. signs')).toEqual(['the', 'fast', 'signs']);
    expect(words('GLA:D program')).toEqual(['glad', 'program']);
  });

  it('takes a letter left out or two swapped for a slip of the thumb, and a wrong letter only in a long word', () => {
    expect(oneSlipFrom('demetia', 'dementia')).toBe(true);
    expect(oneSlipFrom('alzhiemers', 'alzheimers')).toBe(true);
    expect(oneSlipFrom('diabetis', 'diabetes')).toBe(true);
    expect(oneSlipFrom('sister', 'sitter')).toBe(false);
    expect(oneSlipFrom('mother', 'other')).toBe(false);
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
