/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { aMember } from '../../testing/fixtures';
import { answer, answerTheNetwork, gateway } from '../../testing/network';
import { publicPageAnswers } from '../../testing/public-pages';
import { pageHeading, renderApp } from '../../testing/render';

// A member is never invited to join what they have: the join buttons lead a member to what
// they already have, and a premium member's plan cards manage the plan instead of choosing it.
answerTheNetwork(...publicPageAnswers);

const signedIn = (isPremium: boolean) => gateway.use(answer('GET /auth/user', aMember({ firstName: 'Ana', isPremium })));
const buttonsNamed = (name: RegExp) =>
  within(screen.getByRole('main'))
    .queryAllByRole('link', { name })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('what a member is offered instead of joining', () => {
  it.each([
    ['/', 'Go to your dashboard', '/dashboard'],
    ['/about', 'Go to your dashboard', '/dashboard'],
    ['/kliinics', 'See your kliinics', '/member/kliinics'],
  ])('%s leads a signed-in member to what they have, not to Join', async (route, label, href) => {
    signedIn(false);
    renderApp({ route });
    const main = screen.getByRole('main');
    await within(main).findAllByRole('link', { name: label });
    expect(buttonsNamed(/^Join/)).toEqual([]);
    for (const [, to] of buttonsNamed(new RegExp(`^${label}$`))) expect(to).toBe(href);
  });

  it("the header's links leave Join out for a member, and keep it for a visitor", async () => {
    const joinInNav = () => within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Join' });
    signedIn(true);
    const { unmount } = renderApp({ route: '/about' });
    await screen.findAllByRole('button', { name: /^Account menu for / });
    expect(joinInNav()).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' })).toBeTruthy();
    unmount();
    gateway.resetHandlers();
    renderApp({ route: '/about' });
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' });
    expect(joinInNav()?.getAttribute('href')).toBe('/join');
  });

  it("the footer's Quick Links offer a member their dashboard instead of Join, and a visitor Join", async () => {
    const quickLinks = () =>
      within(screen.getByRole('navigation', { name: 'Quick Links' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    signedIn(false);
    const { unmount } = renderApp({ route: '/about' });
    await screen.findAllByRole('button', { name: /^Account menu for / });
    expect(quickLinks()).toEqual(['Home', 'Resources', 'kliinics', 'Village', 'About', 'Dashboard']);
    unmount();
    gateway.resetHandlers();
    renderApp({ route: '/about' });
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' });
    expect(quickLinks()).toEqual(['Home', 'Resources', 'kliinics', 'Village', 'About', 'Join']);
  });

  it('a visitor is still invited to join from the same places', async () => {
    renderApp({ route: '/' });
    await pageHeading('Health know-how for patients and carers, all in one calm place');
    expect(buttonsNamed(/^Join Kiin/).map(([, to]) => to)).toEqual(['/membership', '/membership']);
  });

  it('/join shows a premium member their plan, with no Choose or Create buttons', async () => {
    signedIn(true);
    renderApp({ route: '/join' });
    const main = screen.getByRole('main');
    await within(main).findByText('You have the Monthly Membership: every kliinic, the premium library and the Care Coach are yours.');
    await within(main).findByText('Your plan');
    expect(buttonsNamed(/^Choose|^Create/)).toEqual([]);
    expect(buttonsNamed(/^Manage your membership$/)).toEqual([['Manage your membership', '/profile?tab=membership']]);
    expect(buttonsNamed(/^Book a seat, included$/)).toEqual([['Book a seat, included', '/member/kliinics']]);
  });

  it('/join lets a free member choose a paid plan, without offering the free account again', async () => {
    signedIn(false);
    renderApp({ route: '/join' });
    const main = screen.getByRole('main');
    await within(main).findByText('You have a free Kiin account.', { exact: false });
    await within(main).findByRole('link', { name: 'Choose Monthly Membership' });
    expect(buttonsNamed(/^Create a free account/)).toEqual([]);
    expect(buttonsNamed(/^Choose Monthly Membership$/)).toEqual([['Choose Monthly Membership', '/payment?type=membership']]);
  });
});
