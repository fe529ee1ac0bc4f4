import { coachConsentNotice, coachLimits, type CoachMessage, coachMessages, type CoachState } from '@kiin/contracts';
import { formatApiError } from './base-query';
import { addReply, charactersLeft, failureNotice, isSitePath, latestExchange, localMessage, messageToSend, needsConsent } from './coach-conversation';

const notice = coachConsentNotice(null);

function state(overrides: Partial<CoachState> = {}): CoachState {
  return {
    consent: { version: notice.version, givenAt: '2026-11-25T00:00:00.000Z' },
    notice,
    greeting: 'Hello Robin!',
    messages: [],
    earlierCursor: null,
    crisis: false,
    crisisFamilies: [],
    provider: { kind: 'library', label: 'Library assistant' },
    usage: { messagesToday: 0, messagesPerDay: coachLimits.messagesPerDay },
    ...overrides,
  };
}

const message = (role: CoachMessage['role'], content: string): CoachMessage => localMessage(role, content, new Date('2026-11-25T01:00:00Z'));

describe('needsConsent', () => {
  it('asks first when there is no consent, again when it was for another notice, and not once it is current', () => {
    expect(needsConsent(state({ consent: null }))).toBe('first');
    expect(needsConsent(state({ consent: { version: '2020-01-01', givenAt: '2020-01-01T00:00:00Z' } }))).toBe('outdated');
    expect(needsConsent(state())).toBeNull();
  });
});

describe('addReply', () => {
  it('adds the answer with its citations and counts the message', () => {
    const s = state();
    const citation = { id: 'c1', title: 'Carer Gateway', type: 'article', href: '/content/article/c1' };
    addReply(s, { response: 'Here is what the library has.', citations: [citation], crisis: false, crisisFamilies: [], provider: 'library', safety: null });
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({ role: 'assistant', content: 'Here is what the library has.', citations: [citation] });
    expect(s.usage.messagesToday).toBe(1);
  });

  it('keeps the crisis card once it applies, whatever later answers say', () => {
    const s = state();
    addReply(s, { response: coachMessages.crisis, citations: [], crisis: true, crisisFamilies: ['suicide'], provider: 'library', safety: 'crisis' });
    addReply(s, { response: 'Glad to hear it.', citations: [], crisis: false, crisisFamilies: [], provider: 'library', safety: null });
    expect(s.crisis).toBe(true);
  });
});

describe('failureNotice (spec §8)', () => {
  it('is the fixed toast and apology for a failing coach', () => {
    for (const error of [formatApiError(503, 'down', ''), formatApiError(504, '', 'Gateway Timeout'), { status: 0, body: '', message: 'offline' }, undefined]) {
      expect(failureNotice(error)).toEqual({ toast: coachMessages.failedToast, system: coachMessages.failedSystem });
    }
  });

  it("uses the server's words for what the member can act on: consent first, the day's allowance", () => {
    expect(failureNotice(formatApiError(409, coachMessages.consentRequired, 'Conflict'))).toEqual({
      toast: coachMessages.consentRequired,
      system: coachMessages.consentRequired,
    });
    expect(failureNotice(formatApiError(429, coachMessages.dailyMessages, 'Too Many Requests')).system).toBe(coachMessages.dailyMessages);
  });
});

describe('messageToSend', () => {
  it('ignores empty and whitespace-only text and trims the rest', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('   \n\t ')).toBeNull();
    expect(messageToSend('  What is respite?\n')).toBe('What is respite?');
  });
});

describe('charactersLeft', () => {
  it('stays quiet until a message nears 2,000 characters, then counts down', () => {
    expect(charactersLeft(10)).toBeNull();
    expect(charactersLeft(1799)).toBeNull();
    expect(charactersLeft(1800)).toBe('200 characters left');
    expect(charactersLeft(1999)).toBe('1 character left');
    expect(charactersLeft(2000)).toBe('0 characters left');
  });
});

describe('latestExchange', () => {
  it('is the last question and the answer after it', () => {
    const messages = [message('user', 'first'), message('assistant', 'answer one'), message('user', 'second'), message('assistant', 'answer two')];
    const latest = latestExchange(messages);
    expect(latest?.question.content).toBe('second');
    expect(latest?.answer?.content).toBe('answer two');
  });

  it('has no answer when the question was not answered, and nothing for an empty conversation', () => {
    expect(latestExchange([message('user', 'hello'), message('system', coachMessages.failedSystem)])?.answer).toBeNull();
    expect(latestExchange([])).toBeNull();
  });
});

describe('isSitePath', () => {
  it('lets citations link only within the site', () => {
    expect(isSitePath('/content/article/abc')).toBe(true);
    expect(isSitePath('https://example.com/')).toBe(false);
    expect(isSitePath('//example.com/x')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
  });
});
