/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor } from '@testing-library/react';
import { answerTheNetwork } from '../testing/network';
import { publicPageAnswers } from '../testing/public-pages';
import { publicPages } from '../testing/public-routes';
import { renderApp } from '../testing/render';

// Every public route names itself in the tab, has one h1 and the site's header and footer.
// (Chromium opens each of them too, for the axe pass in both themes.)
answerTheNetwork(...publicPageAnswers);

describe('every public route', () => {
  it.each(publicPages.map((p) => [p.path, p.title] as const))('%s is titled %s, with one h1 and the shared header and footer', async (route, title) => {
    renderApp({ route });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('contentinfo').textContent).toContain('Empowering healthcare education for patients and carers');
  });
});
