import { SafetyCheck } from '@kiin/service-kit';
import { crisisReply, type Outcome, withEngageLink } from './coach.service';
import { engageHref, engageSuggestion } from './engage-suggestion';

describe('a message asking for services', () => {
  it.each([
    ['who can help with respite', '/engage?need=respite'],
    ['Who can help with respite near 2000?', '/engage?need=respite&where=2000'],
    ['where can I get counselling', '/engage?need=counselling'],
    ['Where could my dad go for dementia support in 3000?', '/engage?need=dementia&where=3000'],
    ['services for young carers near 2000', '/engage?need=young-carers&where=2000'],
    ['Are there any support groups for carers near me?', '/engage'],
    ['I’m looking for an organisation that helps with NDIS plans', '/engage?need=disability'],
    ['who could help us with money, the carer payment is not enough', '/engage?need=financial-help'],
    ['where do we apply for an aged care assessment around 4000', '/engage?need=aged-care-assessment&where=4000'],
  ])('%j is pointed to %s', (message, href) => {
    expect(engageSuggestion(message)?.href).toBe(href);
  });

  it.each([
    // Asking to understand something is the library's: the answer stays as it was.
    'who can help me understand my diagnosis',
    'Who can help me understand dementia?',
    'What is respite care?',
    'How do I look after myself when caring gets hard?',
    'Tell me about counselling for carers',
    'My mum was born in 1950 and has dementia',
  ])('%j gets the library answer alone', (message) => {
    expect(engageSuggestion(message)).toBeNull();
  });

  it('writes the address EngagePage reads, the need before the place', () => {
    expect(engageHref('respite', '2000')).toBe('/engage?need=respite&where=2000');
    expect(engageHref(null, null)).toBe('/engage');
  });
});

describe('the Engage link in the coach’s answer', () => {
  const libraryAnswer: Outcome = {
    response: 'Respite gives a carer a break.',
    citations: [{ id: 'a', title: 'Respite care explained', type: 'article', href: '/content/article/a' }],
    crisisNow: false,
    families: [],
    safety: null,
    tokens: 0,
  };

  it('comes after the library’s answer and sources, as one more link with a line saying what it is', () => {
    const outcome = withEngageLink(libraryAnswer, 'who can help with respite near 2000');
    expect(outcome.response).toBe(
      'Respite gives a carer a break.\n\nTo find respite services near 2000, open Find services (linked below): it lists carer support services by postcode and need.',
    );
    expect(outcome.citations).toEqual([
      libraryAnswer.citations[0],
      { id: 'engage', title: 'Find respite services near 2000', type: 'engage', href: '/engage?need=respite&where=2000' },
    ]);
  });

  it('leaves an answer to any other message as it was', () => {
    expect(withEngageLink(libraryAnswer, 'what is respite?')).toBe(libraryAnswer);
  });

  it('never replaces or joins the crisis card: the safety check decides first', async () => {
    const message = 'I want to end my life, who can help me near 2000?';
    const verdict = await new SafetyCheck().assess(message);
    expect(verdict.crisis).toBe(true);
    const crisis = crisisReply(verdict.families);
    expect(withEngageLink(crisis, message)).toBe(crisis);
    expect(crisis.citations).toEqual([]);
  });
});
