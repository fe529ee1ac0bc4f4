/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CoachMessage } from '@kiin/contracts';
import { CoachMessageItem, sentAt } from './CoachMessageItem';

const answer: CoachMessage = {
  id: 'm1',
  role: 'assistant',
  content: 'Here is what the library has:\n- <b>Respite</b> care',
  timestamp: '2026-11-25T01:00:00.000Z',
  citations: [
    { id: 'a1', title: 'Planning respite', type: 'article', href: '/content/article/a1' },
    { id: 'x', title: 'Elsewhere', type: 'website', href: 'https://example.com/' },
  ],
  crisis: false,
};

function renderMessage(message: CoachMessage) {
  render(
    <MemoryRouter>
      <ol>
        <CoachMessageItem message={message} />
      </ol>
    </MemoryRouter>,
  );
}

describe('a coach message', () => {
  it('shows the text as plain text, never as markup', () => {
    renderMessage(answer);
    const text = screen.getByTestId('coach-message-text');
    expect(text.textContent).toBe(answer.content);
    expect(text.querySelector('b')).toBeNull();
  });

  it("links an answer's sources within the library, titled", () => {
    renderMessage(answer);
    const link = screen.getByRole('link', { name: 'Planning respite' });
    expect(link.getAttribute('href')).toBe('/content/article/a1');
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
  });

  it('shows no sources under what the member wrote', () => {
    renderMessage({ ...answer, role: 'user', citations: answer.citations });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('makes each phone number in an answer or a notice a tap-to-call link, keeping the text as written', () => {
    const content = 'Please call 000 now. Lifeline is on 13 11 14 and 1800RESPECT on 1800 737 732, day and night.';
    renderMessage({ ...answer, role: 'system', content, citations: [] });
    const calls = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(calls).toEqual([
      ['000', 'tel:000'],
      ['13 11 14', 'tel:131114'],
      ['1800 737 732', 'tel:1800737732'],
    ]);
    expect(screen.getByTestId('coach-message-text').textContent).toBe(content);
  });

  it('leaves numbers in what the member wrote as text', () => {
    renderMessage({ ...answer, role: 'user', content: 'I rang 13 11 14 yesterday', citations: [] });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('when a coach message was written', () => {
  const now = new Date(2026, 10, 29, 15, 30);
  it("shows the time alone for today's, and the day with it for an earlier one (the year when it differs)", () => {
    expect(sentAt(new Date(2026, 10, 29, 9, 5).toISOString(), now)).toMatch(/^9:05\s?am$/);
    expect(sentAt(new Date(2026, 10, 28, 20, 54).toISOString(), now)).toMatch(/^28 Nov(,| at)? 8:54\s?pm$/);
    expect(sentAt(new Date(2025, 11, 31, 23, 0).toISOString(), now)).toMatch(/^31 Dec 2025(,| at)? 11:00\s?pm$/);
  });
});
