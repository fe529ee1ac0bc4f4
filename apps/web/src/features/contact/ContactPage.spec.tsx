/** @jest-environment jsdom */
import '../../testing/jsdom-polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from '../../app/store';
import ContactPage from './ContactPage';

function renderPage() {
  render(
    <Provider store={createStore()}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('contact form validation', () => {
  it('announces every missing field and marks it invalid', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Please enter your full name.')).toBeTruthy();
    expect(within(summary).getByText('Please choose a subject.')).toBeTruthy();

    const name = screen.getByLabelText(/Full name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter your full name.');
  });

  it('offers the subjects with readable labels and an empty default', () => {
    renderPage();
    const subject = screen.getByRole('combobox', { name: /Subject/ });
    if (!(subject instanceof HTMLSelectElement)) throw new Error('subject is not a native select');
    expect(subject.value).toBe('');
    expect(Array.from(subject.options).map((o) => o.textContent)).toEqual([
      'Select a subject',
      'General enquiry',
      'Technical support',
      'kliinics',
      'Membership',
      'Feedback',
      'Partnership',
      'Other',
    ]);
    expect(screen.getByRole('textbox', { name: /Message/ }).getAttribute('rows')).toBe('6');
  });

  it('clears a message once the field is fixed', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByRole('alert');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    expect((await screen.findAllByText('Please enter a valid email address, like name@example.com.')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address, like name@example.com.')).toBeNull());
  });
});
