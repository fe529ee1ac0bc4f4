/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicKiinboxQuestion } from '@kiin/contracts';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, gateway } from '../../testing/network';
import { locationNow, renderApp } from '../../testing/render';
import { aStaffQuestion } from './kiinbox-fixtures';

// A moderator takes a published question out of kiinbox from its page, saying why; nobody else
// is offered it.
const question: PublicKiinboxQuestion = {
  id: '7c1a5e0b-2f3d-4a6b-8c9d-0e1f2a3b4c5d',
  topic: 'daily-care',
  text: 'How do I keep Dad calm at bedtime?',
  answer: { markdown: 'Keep the same routine.', html: '<p>Keep the same routine.</p>', library: [], answeredAt: '2026-11-28T09:00:00.000Z', inSession: false },
};
let hidden: unknown[] = [];
let accessAnswered = 0;
answerTheNetwork(
  answer('GET /auth/user', aMember()),
  answer('GET /kiinbox/:id', question),
  answer('GET /kiinbox', { items: [], nextCursor: null }),
  answer('POST /staff/kiinbox/questions/:id/hide', ({ body, params }) => {
    hidden.push({ id: params.id, body });
    return aStaffQuestion(question.text, { id: question.id, status: 'hidden' });
  }),
);
beforeEach(() => {
  hidden = [];
  accessAnswered = 0;
});

async function openAs(permissions: string[]) {
  gateway.use(
    answer('GET /auth/access', () => {
      accessAnswered += 1;
      return { permissions } as never;
    }),
  );
  renderApp({ route: `/kiinbox/${question.id}` });
  await screen.findByRole('heading', { level: 1, name: question.text });
}

describe('a published question, to a moderator', () => {
  it('asks why before hiding, then hides it with that note and leads back to kiinbox', async () => {
    await openAs(['community.moderate']);
    const moderation = within(await screen.findByRole('region', { name: 'Moderation' }));
    fireEvent.click(moderation.getByRole('button', { name: 'Hide this question…' }));
    await act(async () => {
      fireEvent.click(moderation.getByRole('button', { name: 'Hide from kiinbox' }));
    });
    expect(await moderation.findByText('note is required: say why the question is hidden', { selector: 'a' })).toBeTruthy();
    expect(hidden).toEqual([]);
    fireEvent.change(moderation.getByRole('textbox', { name: /Why it is hidden/ }), { target: { value: 'It names a clinic and a doctor.' } });
    await act(async () => {
      fireEvent.click(moderation.getByRole('button', { name: 'Hide from kiinbox' }));
    });
    await waitFor(() => expect(hidden).toEqual([{ id: question.id, body: { note: 'It names a clinic and a doctor.' } }]));
    await waitFor(() => expect(locationNow()).toBe('/kiinbox'));
  });

  it('is not offered to a member without the permission', async () => {
    await openAs([]);
    await waitFor(() => expect(accessAnswered).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region', { name: 'Moderation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hide/ })).toBeNull();
  });
});
