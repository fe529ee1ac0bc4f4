/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { answerTheNetwork } from '../../testing/network';
import { publicPageAnswers } from '../../testing/public-pages';
import { pageHeading, renderApp } from '../../testing/render';

// The privacy policy and the terms: their structure and the sentences people rely on. (Chromium
// opens them from the footer, at the top, and scans them with axe.)
const legalPages = [
  {
    path: '/privacy',
    title: 'Privacy Policy · Kiin',
    h1: 'Privacy Policy',
    headings: ['What we collect and why', 'Who processes it and where', 'How long we keep it', 'Your rights', 'Security'],
    parts: ['Your account', 'Your library activity and saved conditions', 'The community', 'The care coach', 'Payments', 'Mail', 'Contact form and waitlist'],
  },
  {
    path: '/terms',
    title: 'Terms of Use · Kiin',
    h1: 'Terms of Use',
    headings: ['Kiin is not medical advice', 'Community rules', 'Membership and payments', 'The care coach', 'Your account', 'Changes to these terms', 'Contact'],
    parts: [],
  },
];
answerTheNetwork(...publicPageAnswers);

const headingNames = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('legal pages', () => {
  it.each(legalPages)('$path shows its h1, its headings and the tab title', async ({ path, title, h1, headings, parts }) => {
    renderApp({ route: path });
    await pageHeading(h1);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(headingNames(2)).toEqual(expect.arrayContaining(headings));
    for (const name of headings) expect(headingNames(2).filter((n) => n === name)).toHaveLength(1);
    for (const name of parts) expect(headingNames(3).filter((n) => n === name)).toHaveLength(1);
  });

  it('the privacy policy is dated and sends requests to the contact page and complaints to the OAIC', async () => {
    renderApp({ route: '/privacy' });
    await pageHeading('Privacy Policy');
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Date of this policy: 25 November 2026.')).toBeTruthy();
    expect(main.getAllByRole('link', { name: 'contact page' })[0].getAttribute('href')).toBe('/contact');
    expect(main.getByRole('link', { name: 'oaic.gov.au' }).getAttribute('href')).toBe('https://www.oaic.gov.au');
  });

  it('the terms say Kiin is not medical advice and to call 000 in an emergency', async () => {
    renderApp({ route: '/terms' });
    await pageHeading('Terms of Use');
    expect(within(screen.getByRole('main')).getByText('In an emergency, call 000.')).toBeTruthy();
  });
});
