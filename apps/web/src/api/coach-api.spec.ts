import { coachConsentNotice, coachLimits, coachMessages, type CoachReply, type CoachState } from '@kiin/contracts';

// The API slice reads the page's origin when it loads; these tests run where there is none.
Object.assign(globalThis, { location: { origin: 'http://kiin.test' } });

type Modules = { coach: typeof import('./coach-api'); store: typeof import('../app/store') };
let modules: Modules;

beforeAll(async () => {
  modules = { coach: await import('./coach-api'), store: await import('../app/store') };
});

const notice = coachConsentNotice(null);
const serverState = (): CoachState => ({
  consent: { version: notice.version, givenAt: '2026-11-25T00:00:00.000Z' },
  notice,
  greeting: 'Hello Robin!',
  messages: [],
  earlierCursor: null,
  crisis: false,
  crisisFamilies: [],
  provider: { kind: 'library', label: 'Library assistant' },
  usage: { messagesToday: 0, messagesPerDay: coachLimits.messagesPerDay },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

let chatAnswer: () => Response;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/api/coach') return Promise.resolve(json(serverState()));
    if (path === '/api/coach/chat') return Promise.resolve(chatAnswer());
    if (path === '/api/coach/history') return Promise.resolve(json({ status: 'cleared' }));
    return Promise.resolve(text(404, 'not found'));
  }) as typeof fetch;
});

async function loadedStore() {
  const store = modules.store.createStore();
  await store.dispatch(modules.coach.coachApi.endpoints.coachState.initiate());
  // The store is typed by the base slice; the coach's endpoints are injected into the same one.
  const read = () => modules.coach.coachApi.endpoints.coachState.select()(store.getState() as never).data!;
  return { store, read };
}

const reply = (overrides: Partial<CoachReply> = {}): CoachReply => ({
  response: 'Here is what the library has.',
  citations: [{ id: 'a1', title: 'Planning respite', type: 'article', href: '/content/article/a1' }],
  crisis: false,
  crisisFamilies: [],
  provider: 'library',
  safety: null,
  ...overrides,
});

describe('the conversation in the cache', () => {
  it('adds the question and then the answer with its citations', async () => {
    const { store, read } = await loadedStore();
    chatAnswer = () => json(reply());
    const sent = store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: 'What is respite?' }));
    expect(read().messages.map((m) => [m.role, m.content])).toEqual([['user', 'What is respite?']]);
    await sent;
    expect(read().messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(read().messages[1]?.citations[0]?.href).toBe('/content/article/a1');
  });

  it('keeps the crisis card on after a later ordinary answer', async () => {
    const { store, read } = await loadedStore();
    chatAnswer = () => json(reply({ response: coachMessages.crisis, citations: [], crisis: true, crisisFamilies: ['medical'], safety: 'crisis' }));
    await store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: 'he is not breathing' }));
    chatAnswer = () => json(reply({ crisis: false }));
    await store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: "I'm fine" }));
    expect(read()).toMatchObject({ crisis: true, crisisFamilies: ['medical'] });
  });

  it('adds the fixed apology when the coach fails', async () => {
    const { store, read } = await loadedStore();
    chatAnswer = () => text(503, 'coach-svc is unavailable');
    const result = await store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: 'Hello' }));
    expect('error' in result).toBe(true);
    expect(read().messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hello'],
      ['system', coachMessages.failedSystem],
    ]);
  });

  it("says the server's words when the day's allowance is used", async () => {
    const { store, read } = await loadedStore();
    chatAnswer = () => text(429, coachMessages.dailyMessages);
    await store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: 'Hello' }));
    expect(read().messages.at(-1)).toMatchObject({ role: 'system', content: coachMessages.dailyMessages });
  });

  it('empties the conversation on clear and asks the server again', async () => {
    const { store, read } = await loadedStore();
    chatAnswer = () => json(reply());
    await store.dispatch(modules.coach.coachApi.endpoints.sendCoachMessage.initiate({ message: 'Hello' }));
    await store.dispatch(modules.coach.coachApi.endpoints.clearCoachHistory.initiate());
    expect(read().messages).toEqual([]);
    expect(calls).toContain('DELETE /api/coach/history');
    expect(calls.filter((c) => c === 'GET /api/coach').length).toBeGreaterThanOrEqual(1);
  });
});
