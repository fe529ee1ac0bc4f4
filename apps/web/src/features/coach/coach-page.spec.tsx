/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CoachMessage, coachMessages, type CoachReply, type CoachState } from '@kiin/contracts';
import { aMember } from '../../testing/fixtures';
import { HttpResponse } from 'msw';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderApp } from '../../testing/render';

// /coach on the real store, the gateway's answers made here: what the screen shows while the
// coach writes, when it fails and when the day's limit is reached (in the browser these were
// `page.route` interceptions of the real coach).
const state: CoachState = {
  consent: { version: '2026-11', givenAt: '2026-11-01T00:00:00.000Z' },
  notice: { version: '2026-11', title: 'How the coach keeps your messages', points: ['Kept for 90 days.'] },
  greeting: coachMessages.greeting('Robin', []),
  messages: [],
  earlierCursor: null,
  crisis: false,
  crisisFamilies: [],
  provider: { kind: 'library', label: 'Library assistant' },
  usage: { messagesToday: 0, messagesPerDay: 40 },
};
answerTheNetwork(answer('GET /auth/user', aMember({ isPremium: true })), answer('GET /coach', state), answer('GET /users/conditions', []));

const conversation = () => screen.getByRole('log', { name: 'Messages with the coach' });
const messages = () => conversation().querySelectorAll('ol > li');
const box = () => screen.getByRole('textbox', { name: 'Your message' });

/** Opens the coach and sends `text` from the message box, as Enter does; gives how many messages were shown before. */
async function send(text: string): Promise<number> {
  renderApp({ route: '/coach' });
  await screen.findByRole('log', { name: 'Messages with the coach' });
  const before = messages().length;
  await act(async () => {
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.keyDown(box(), { key: 'Enter' });
  });
  return before;
}

/** The last message shown, once there are `count`. */
async function lastOf(count: number) {
  await waitFor(() => expect(messages().length).toBe(count));
  return messages()[count - 1] as HTMLElement;
}

describe('/coach while the coach answers', () => {
  it('shows the member’s message at once, the coach writing, and holds the box until the answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.use(
      answer('POST /coach/chat', async (): Promise<CoachReply> => {
        await held;
        return { response: 'Respite gives you a break.', citations: [], crisis: false, crisisFamilies: [], provider: 'library', safety: null };
      }),
    );
    const before = await send('What is respite?');
    expect(within(await lastOf(before + 1)).getByText('What is respite?')).toBeTruthy();
    await within(conversation()).findByTestId('coach-typing');
    expect(box().hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    const reply = await lastOf(before + 2);
    expect(reply.dataset.role).toBe('assistant');
    expect(reply.textContent).toContain('Respite gives you a break.');
    await waitFor(() => expect(within(conversation()).queryByTestId('coach-typing')).toBeNull());
    expect(box().hasAttribute('disabled')).toBe(false);
  });

  it('says when the coach fails: the spec’s message in the conversation and its toast', async () => {
    gateway.use(answer('POST /coach/chat', failure(503, 'coach-svc is unavailable')));
    const before = await send('Hello?');
    const notice = await lastOf(before + 2);
    expect(notice.dataset.role).toBe('system');
    expect(notice.textContent).toContain(coachMessages.failedSystem);
    expect(within(await screen.findByTestId('toast')).getByText(coachMessages.failedToast)).toBeTruthy();
    // Nothing the member wrote is lost.
    expect(within(conversation()).getByText('Hello?')).toBeTruthy();
  });

  it('shows the crisis lines as tap-to-call links when a message cannot leave the device, and not when the coach itself fails', async () => {
    gateway.use(answer('POST /coach/chat', () => HttpResponse.error()));
    await send('I cannot cope tonight');
    await screen.findByText(/Your message could not be sent: you seem to be offline\./);
    const card = screen.getByRole('region', { name: 'Crisis support' });
    expect(within(card).getByRole('link', { name: '13 11 14' }).getAttribute('href')).toBe('tel:131114');
    expect(box()).toHaveProperty('value', 'I cannot cope tonight');

    gateway.use(answer('POST /coach/chat', failure(503, 'coach-svc is unavailable')));
    await act(async () => {
      fireEvent.keyDown(box(), { key: 'Enter' });
    });
    await waitFor(() => expect(screen.queryByText(/you seem to be offline/)).toBeNull());
  });

  it('passes on the daily limit in the gateway’s words, in the conversation and a toast', async () => {
    gateway.use(answer('POST /coach/chat', failure(429, coachMessages.dailyMessages)));
    const before = await send('One more question');
    const notice = await lastOf(before + 2);
    expect(notice.textContent).toContain(coachMessages.dailyMessages);
    expect(within(await screen.findByTestId('toast')).getByText(coachMessages.dailyMessages)).toBeTruthy();
  });
});

describe('/coach with more kept than it first shows', () => {
  const message = (n: number): CoachMessage => ({
    id: `m${n}`,
    role: n % 2 === 0 ? 'user' : 'assistant',
    content: `Message number ${n}`,
    timestamp: new Date(Date.UTC(2026, 9, 1, 0, n)).toISOString(),
    citations: [],
    crisis: false,
  });
  // Messages 1 to 6 are kept; the screen first shows 5 and 6; each page holds two, newest first.
  const pages: Record<string, { items: CoachMessage[]; nextCursor: string | null }> = {
    before5: { items: [message(4), message(3)], nextCursor: 'before3' },
    before3: { items: [message(2), message(1)], nextCursor: null },
  };
  const shown = () => Array.from(messages(), (li) => li.textContent ?? '');
  const showEarlier = async () => {
    const button = await screen.findByRole('button', { name: 'Show earlier messages' });
    act(() => button.focus());
    await act(async () => fireEvent.click(button));
  };

  it('puts each earlier page in front of what is shown, after the greeting, until the start of the conversation', async () => {
    gateway.use(
      answer('GET /coach', { ...state, messages: [message(5), message(6)], earlierCursor: 'before5' }),
      answer('GET /coach/history', ({ request }) => pages[new URL(request.url).searchParams.get('cursor') ?? ''] ?? failure(400, 'cursor is not valid')),
    );
    renderApp({ route: '/coach' });
    await screen.findByText('Message number 6');
    expect(shown().filter((t) => t.includes('Message number'))).toHaveLength(2);

    await showEarlier();
    await screen.findByText('Message number 4');
    await showEarlier();
    await screen.findByText('Message number 1');
    const order = shown();
    expect(order[0]).toContain('Hello Robin');
    expect(order.slice(1).map((t) => /Message number (\d)/.exec(t)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);
    // The start of the conversation: nothing more to show, and the focus the button had is not lost.
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    const start = screen.getByText('The start of your conversation.');
    expect(document.activeElement).toBe(start);
  });

  it('says when the earlier messages cannot load, keeps what is shown, and tries again', async () => {
    let calls = 0;
    gateway.use(
      answer('GET /coach', { ...state, messages: [message(5), message(6)], earlierCursor: 'before5' }),
      answer('GET /coach/history', () => (++calls === 1 ? failure(503, 'coach-svc is unavailable') : pages.before5)),
    );
    renderApp({ route: '/coach' });
    await showEarlier();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the earlier messages.');
    expect(alert.textContent).not.toContain('coach-svc');
    expect(screen.getByText('Message number 5')).toBeTruthy();
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    await screen.findByText('Message number 3');
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeTruthy();
  });
});
