/** @jest-environment jest-fixed-jsdom */
import { screen, within } from '@testing-library/react';
import { answerTheNetwork } from '../../testing/network';
import { publicPageAnswers } from '../../testing/public-pages';
import { pageHeading, renderApp } from '../../testing/render';

// The free account and the paid Monthly Membership are named apart wherever both appear: no
// page says "membership is free" beside "$24/month".
answerTheNetwork(...publicPageAnswers);

const saysMembershipIsFree = () => /membership (itself )?is free|free membership/i.test(document.body.textContent ?? '');

describe('the free account and the paid membership', () => {
  it.each([
    ['/', 'Inside the member area', 'A Kiin account is free. Once you have one, everything you need is a tap away.'],
    ['/join', 'Join Kiin', 'A Kiin account is free. Pay only for the kliinics you want: one at a time, or every one with the Monthly Membership.'],
    ['/kliinics', 'Bring your questions to the next kliinic', 'A Kiin account is free; create one to book your place.'],
  ])('%s calls the free part a Kiin account, never a membership', async (route, heading, words) => {
    renderApp({ route });
    await screen.findByRole('heading', { name: heading });
    await screen.findByText(words);
    expect(saysMembershipIsFree()).toBe(false);
  });

  it('the join page still prices the paid membership from the catalogue', async () => {
    renderApp({ route: '/join' });
    await pageHeading('Join Kiin');
    const main = screen.getByRole('main');
    await within(main).findByText('$24/month');
    expect(within(main).getByText('A free Kiin account: the library, the community and your dashboard.')).toBeTruthy();
  });
});
