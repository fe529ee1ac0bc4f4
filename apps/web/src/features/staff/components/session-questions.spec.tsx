/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffKiinboxQuestion } from '@kiin/contracts';
import { answer, answerTheNetwork, failure, gateway } from '../../../testing/network';
import { renderWithApp } from '../../../testing/render';
import { SessionQuestions } from './SessionQuestions';

// The session's screen in /staff/kliinics names the questions members asked for it in kiinbox.
const sessionId = '5b0c4d1e-3f2a-4b6c-9d8e-7f6a5b4c3d2e';
const session = { id: sessionId, title: 'Living with dementia', startsAt: '2026-12-03T08:00:00.000Z' };
let n = 0;
const aStaffQuestion = (text: string, extra: Partial<StaffKiinboxQuestion> = {}): StaffKiinboxQuestion => ({
  id: `0b5e6c1a-0000-4000-8000-00000000000${(n += 1)}`,
  text,
  topic: 'medications',
  session,
  publishable: false,
  status: 'pending',
  premium: false,
  fairShare: false,
  coveredInSession: false,
  crisisFamilies: [],
  askedAt: '2026-11-21T03:00:00.000Z',
  ...extra,
});
let asked: string[] = [];
answerTheNetwork(
  answer('GET /auth/user', failure(401, 'Unauthorized')),
  answer('GET /staff/kiinbox/questions', ({ request }) => {
    asked.push(new URL(request.url).search);
    return {
      items: [aStaffQuestion('Can Mum keep driving after the diagnosis?'), aStaffQuestion('What should we ask the geriatrician?', { coveredInSession: true })],
      nextCursor: null,
    };
  }),
);
beforeEach(() => {
  asked = [];
});

describe("a kliinic session's questions, on the staff's session screen", () => {
  it('lists the questions asked for this session, marks the covered ones, and leads to them in kiinbox', async () => {
    renderWithApp(<SessionQuestions sessionId={sessionId} />);
    const section = within(await screen.findByRole('region', { name: "Members' questions for this session" }));
    expect(await section.findByText('Can Mum keep driving after the diagnosis?')).toBeTruthy();
    expect(section.getAllByText('Covered in the session')).toHaveLength(1);
    expect(section.getByRole('link', { name: 'Answer them, or mark them covered, in kiinbox' }).getAttribute('href')).toBe(`/staff/kiinbox?session=${sessionId}`);
    expect(asked).toEqual([`?session=${sessionId}&limit=50`]);
  });

  it('says so when nobody has asked yet', async () => {
    gateway.use(answer('GET /staff/kiinbox/questions', { items: [], nextCursor: null }));
    renderWithApp(<SessionQuestions sessionId={sessionId} />);
    expect(await screen.findByText('No member has asked a question for this session yet.')).toBeTruthy();
  });

  it('is left out for staff who cannot answer kiinbox questions', async () => {
    gateway.use(answer('GET /staff/kiinbox/questions', failure(403, 'You do not have access to this')));
    const { container } = renderWithApp(<SessionQuestions sessionId={sessionId} />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
