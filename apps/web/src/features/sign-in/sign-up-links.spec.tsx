/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { answerTheNetwork } from '../../testing/network';
import { publicPageAnswers } from '../../testing/public-pages';
import { pageHeading, renderApp } from '../../testing/render';

// Sign up opens the create-account form: the header's links (desktop and the phone's sheet) ask
// the sign-in route for it, and the sign-in page opens on the form it was asked for. (The
// gateway's redirect that passes `mode=sign-up` on, and only it, is an API test.)
answerTheNetwork(...publicPageAnswers);

/** A link's address as the sign-in route reads it. */
const target = (link: HTMLElement) => {
  const href = new URL(link.getAttribute('href')!, 'http://kiin.test');
  return { path: href.pathname, returnTo: href.searchParams.get('returnTo'), mode: href.searchParams.get('mode') };
};
const createAccountForm = () => screen.queryByRole('form', { name: 'Create account' });
const signInForm = () => screen.queryByRole('form', { name: 'Sign in' });
const visible = (element: HTMLElement | null) => Boolean(element && !element.closest('[hidden]'));

describe('signing up', () => {
  it('the header’s Sign up asks the sign-in route for the create-account form, and Sign in does not', async () => {
    renderApp({ route: '/about' });
    await pageHeading(/virtual health club/);
    const banner = within(screen.getByRole('banner'));
    expect(target(banner.getByRole('link', { name: 'Sign up' }))).toEqual({ path: '/api/login', returnTo: '/about', mode: 'sign-up' });
    expect(target(banner.getByRole('link', { name: 'Sign in' }))).toEqual({ path: '/api/login', returnTo: '/about', mode: null });
  });

  it('the phone menu’s Sign up asks for the create-account form too', async () => {
    renderApp({ route: '/village' });
    await pageHeading(/Village/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    });
    const sheet = within(await screen.findByRole('dialog', { name: 'Site menu' }));
    expect(target(sheet.getByRole('link', { name: 'Sign up' }))).toEqual({ path: '/api/login', returnTo: '/village', mode: 'sign-up' });
  });

  it('/sign-in?mode=sign-up opens on the create-account form', async () => {
    renderApp({ route: '/sign-in?mode=sign-up&returnTo=%2Fabout' });
    await screen.findByRole('tab', { name: 'Create account', selected: true });
    expect(visible(createAccountForm())).toBe(true);
    expect(within(createAccountForm()!).getByLabelText(/First name/)).toBeTruthy();
    expect(visible(signInForm())).toBe(false);
  });

  it('/sign-in with any other mode opens on the sign-in form', async () => {
    renderApp({ route: '/sign-in?mode=admin&returnTo=%2Fabout' });
    await screen.findByRole('tab', { name: 'Sign in', selected: true });
    expect(visible(signInForm())).toBe(true);
    expect(visible(createAccountForm())).toBe(false);
  });
});
