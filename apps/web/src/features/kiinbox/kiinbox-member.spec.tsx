/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Booking, kiinboxMessages } from '@kiin/contracts';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderWithApp } from '../../testing/render';
import { aMyQuestion, anAskedQuestion } from './kiinbox-fixtures';
import MemberKiinboxPage from './MemberKiinboxPage';

const booking: Booking = {
  id: 'b1',
  sessionId: '11111111-1111-4111-8111-111111111111',
  title: 'Sleep and dementia',
  startsAt: '2030-03-01T08:00:00.000Z',
  date: '2030-03-01',
  time: '7:00 PM',
  durationMinutes: 90,
  status: 'confirmed',
  source: 'membership',
  refunded: false,
  meetingUrl: null,
  recordingUrl: null,
  canCancel: true,
  phase: 'upcoming',
};

let bodies: unknown[] = [];
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /kliinics/bookings', { items: [booking], nextCursor: null }),
  answer('GET /kiinbox/questions/mine', { items: [], nextCursor: null }),
  answer('POST /kiinbox/questions', ({ body }) => {
    bodies.push(body);
    return anAskedQuestion('How can I help Dad sleep through the night?');
  }),
);
beforeEach(() => {
  bodies = [];
});

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send my question' }));
  });
};
const open = async () => {
  renderWithApp(<MemberKiinboxPage />, { route: '/member/kiinbox' });
  await screen.findByRole('heading', { level: 2, name: 'Ask the experts' });
};

describe('/member/kiinbox, the ask form', () => {
  it('explains the daily number and the points, and offers the member their upcoming kliinics', async () => {
    await open();
    expect(screen.getByText(/You can ask up to 2 questions a day as a free member \(premium members can ask 10\)/)).toBeTruthy();
    expect(screen.getByText('You earn 5 points when your answered question is published.')).toBeTruthy();
    const session = await screen.findByRole('combobox', { name: /For a kliinic I am booked into/ });
    expect(within(session).getByRole('option', { name: /Sleep and dementia/ })).toBeTruthy();
  });

  it('without an upcoming booking, says how to ask ahead of a kliinic instead of offering an empty choice', async () => {
    gateway.use(answer('GET /kliinics/bookings', { items: [{ ...booking, phase: 'past' }], nextCursor: null }));
    await open();
    expect(await screen.findByText(/Booked into an upcoming kliinic\?/)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /For a kliinic/ })).toBeNull();
  });

  it('says what to fix before sending: a question too short, and no topic', async () => {
    await open();
    type(/^Your question(?!s)/, 'Sleep?');
    await send();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(kiinboxMessages.tooShort(6));
    expect(summary.textContent).toContain('Please choose what your question is about.');
    expect(document.activeElement).toBe(summary);
    expect(bodies).toEqual([]);
  });

  it('sends the question with its topic, session and choice to publish, then shows the notice', async () => {
    await open();
    await waitFor(() => expect(screen.getByRole('option', { name: /Sleep and dementia/ })).toBeTruthy());
    type(/^Your question(?!s)/, '  How can I help Dad sleep through the night?  ');
    expect(screen.getByText(/^43 of 2000 characters/)).toBeTruthy();
    type(/^Topic/, 'daily-care');
    type(/For a kliinic I am booked into/, booking.sessionId);
    fireEvent.click(screen.getByRole('checkbox', { name: /may publish my question/ }));
    await send();
    await screen.findByText("Thank you: your question is in the experts' queue.");
    expect(bodies).toEqual([{ text: 'How can I help Dad sleep through the night?', topic: 'daily-care', kliinicSessionId: booking.sessionId, publishable: true }]);
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('shows the crisis card at once, above everything, with focus on it, when the question tells of danger', async () => {
    gateway.use(
      answer('POST /kiinbox/questions', anAskedQuestion('I feel I cannot go on', { showCrisisCard: true, crisisFamilies: ['suicide'], notice: kiinboxMessages.held })),
    );
    await open();
    type(/^Your question(?!s)/, 'I feel I cannot go on any more, I want to end it');
    type(/^Topic/, 'carer-wellbeing');
    await send();
    const card = await screen.findByTestId('crisis-card');
    expect(document.activeElement).toBe(screen.getByTestId('kiinbox-crisis'));
    // First on the page, before the heading.
    const heading = screen.getByRole('heading', { level: 1, name: 'kiinbox' });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(kiinboxMessages.held)).toBeTruthy();
  });

  it("shows the server's words when the day's questions are used up, and keeps what was written", async () => {
    const message = kiinboxMessages.dailyLimit(2, false);
    gateway.use(answer('POST /kiinbox/questions', failure(429, message)));
    await open();
    type(/^Your question(?!s)/, 'What can I ask my pharmacist about patches?');
    type(/^Topic/, 'medications');
    await send();
    expect((await screen.findByTestId('kiinbox-ask-failure')).textContent).toBe(message);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Your question(?!s)/ }).value).toBe('What can I ask my pharmacist about patches?');
  });

  it('asks a visitor to sign in, coming back here', async () => {
    gateway.use(answer('GET /auth/user', failure(401, 'Unauthorized')));
    renderWithApp(<MemberKiinboxPage />, { route: '/member/kiinbox' });
    const prompt = await screen.findByTestId('sign-in-prompt');
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fmember%2Fkiinbox');
  });
});

describe('/member/kiinbox, your questions', () => {
  it('shows where each question stands: waiting, answered with the answer, held, hidden with the note, and its kliinic', async () => {
    gateway.use(
      answer('GET /kiinbox/questions/mine', {
        items: [
          aMyQuestion('Waiting question text'),
          aMyQuestion('Answered question text', {
            status: 'answered',
            answer: {
              markdown: 'Try a routine.',
              html: '<p>Try a <strong>routine</strong>.</p>',
              library: [{ id: '22222222-2222-4222-8222-222222222222', title: 'Sleep and dementia', type: 'article', path: '/content/article/22222222-2222-4222-8222-222222222222' }],
              answeredAt: '2026-11-22T03:00:00.000Z',
              inSession: false,
            },
          }),
          aMyQuestion('Held question text', { status: 'held' }),
          aMyQuestion('Hidden question text', { status: 'hidden', hiddenNote: 'It named another member.' }),
          aMyQuestion('Kliinic question text', { session: { id: booking.sessionId, title: 'Sleep and dementia', startsAt: booking.startsAt } }),
        ],
        nextCursor: null,
      }),
    );
    await open();
    const mine = within(screen.getByRole('region', { name: 'Your questions' }));
    const item = async (text: string) => within((await mine.findByText(text)).closest('article')!);
    expect((await item('Waiting question text')).getByText('Waiting for an expert')).toBeTruthy();
    const answered = await item('Answered question text');
    expect(answered.getByText('Answered')).toBeTruthy();
    expect(answered.getByText('routine')).toBeTruthy();
    expect(answered.getByRole('link', { name: 'Sleep and dementia' }).getAttribute('href')).toBe('/content/article/22222222-2222-4222-8222-222222222222');
    expect((await item('Held question text')).getByText('Held for review')).toBeTruthy();
    const hidden = await item('Hidden question text');
    expect(hidden.getByText('Hidden by a moderator')).toBeTruthy();
    expect(hidden.getByText(/It named another member\./)).toBeTruthy();
    expect((await item('Kliinic question text')).getByText(/For the kliinic “Sleep and dementia”/)).toBeTruthy();
  });

  it('says so when there are none yet', async () => {
    await open();
    expect(await screen.findByTestId('kiinbox-mine-empty')).toBeTruthy();
  });
});
