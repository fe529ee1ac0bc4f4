/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { answer, answerTheNetwork, failure, gateway } from '../../testing/network';
import { renderWithApp } from '../../testing/render';
import { AnswerForm } from './components/AnswerForm';
import KiinboxHeldPage from './KiinboxHeldPage';
import { aStaffQuestion } from './kiinbox-fixtures';
import { staffFormMessages } from './staff-forms';

// The experts' answer form and the moderators' hide form: what they check before sending, and
// the request body they send.
const held = aStaffQuestion('I cannot cope any more', { status: 'held', crisisFamilies: ['carer'] });
const libraryItem = '11111111-1111-4111-8111-111111111111';
let answers: unknown[] = [];
let hides: unknown[] = [];
answerTheNetwork(
  answer('POST /staff/kliinics/notes/preview', { html: '<p>preview</p>' }),
  answer('POST /staff/kiinbox/questions/:id/answer', ({ body, params }) => {
    answers.push({ id: params.id, body });
    return aStaffQuestion('answered', { status: 'answered' });
  }),
  answer('GET /staff/kiinbox/held', { items: [held], nextCursor: null }),
  answer('POST /staff/kiinbox/questions/:id/hide', ({ body, params }) => {
    hides.push({ id: params.id, body });
    return { ...held, status: 'hidden' as const };
  }),
);
beforeEach(() => {
  answers = [];
  hides = [];
});

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the answer form', () => {
  const onDone = jest.fn();
  const open = () => renderWithApp(<AnswerForm questionId="q1" onDone={onDone} />);
  beforeEach(() => onDone.mockReset());

  it('asks for the answer before sending, in a summary that takes focus and links to the field', async () => {
    open();
    await click('Send answer');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(staffFormMessages.markdown);
    expect(document.activeElement).toBe(summary);
    const field = screen.getByRole('textbox', { name: 'Your answer (Markdown)' });
    expect(within(summary).getByRole('link', { name: staffFormMessages.markdown }).getAttribute('href')).toBe(`#${field.id}`);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(answers).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('links at most five library items', async () => {
    open();
    type('Your answer (Markdown)', 'Keep the same routine.');
    type('Library items to link (optional)', 'a, b, c, d, e, f');
    await click('Send answer');
    expect((await screen.findByRole('alert')).textContent).toContain(staffFormMessages.libraryItems);
    expect(answers).toEqual([]);
  });

  it('sends the Markdown and the ids typed in one box as a list, then closes', async () => {
    open();
    type('Your answer (Markdown)', 'Keep the **same routine**.');
    expect(screen.getByText(/^26 of 20000 characters/)).toBeTruthy();
    type('Library items to link (optional)', `${libraryItem},\n`);
    await click('Send answer');
    expect(answers).toEqual([{ id: 'q1', body: { markdown: 'Keep the **same routine**.', libraryItemIds: [libraryItem] } }]);
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the gateway's words when it refuses, and keeps the answer", async () => {
    gateway.use(answer('POST /staff/kiinbox/questions/:id/answer', failure(400, 'Library item 2222 is not known.')));
    open();
    type('Your answer (Markdown)', 'Keep the same routine.');
    await click('Send answer');
    expect((await screen.findByRole('alert')).textContent).toBe('Library item 2222 is not known.');
    expect(screen.getByRole('textbox', { name: 'Your answer (Markdown)' })).toHaveProperty('value', 'Keep the same routine.');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('the hide form of a held question', () => {
  const open = async () => {
    renderWithApp(<KiinboxHeldPage />, { route: '/community/moderation/kiinbox' });
    await screen.findByText('I cannot cope any more');
    await click('Hide…');
  };

  it('asks for a note before hiding, in a summary that takes focus', async () => {
    await open();
    await click('Hide question');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(staffFormMessages.note);
    expect(document.activeElement).toBe(summary);
    expect(hides).toEqual([]);
  });

  it('sends the note, trimmed, and says so', async () => {
    await open();
    type('Note to the member', '  We have reached out to you directly.  ');
    await click('Hide question');
    expect(hides).toEqual([{ id: held.id, body: { note: 'We have reached out to you directly.' } }]);
    expect(await screen.findByText('Question hidden')).toBeTruthy();
  });
});
