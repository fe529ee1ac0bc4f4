/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { seriousViolations } from '../../../testing/axe';
import { answer, answerTheNetwork, never } from '../../../testing/network';
import { renderWithApp, type Theme } from '../../../testing/render';
import { CoachTab } from './CoachTab';

// While the latest conversation loads, the placeholder is announced as loading, and its
// label sits on an element whose role allows one (axe: aria-prohibited-attr).
answerTheNetwork(answer('GET /coach', never));

describe.each(['light', 'dark'] as Theme[])('the coach tab while it loads (%s)', (theme) => {
  it('announces the loading conversation and passes axe', async () => {
    renderWithApp(<CoachTab />, { theme });
    const loading = await screen.findByRole('status', { name: 'Loading your latest conversation' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(await seriousViolations()).toEqual([]);
  });
});
