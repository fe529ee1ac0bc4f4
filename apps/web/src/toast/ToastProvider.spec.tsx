/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider } from './ToastProvider';
import { isDismissSwipe, useToast } from './toast-context';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Link copied' })}>first</button>
      <button onClick={() => toast({ title: 'Comment posted', description: 'Thanks' })}>second</button>
    </>
  );
}

function setup() {
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('are announced politely', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Link copied');
  });

  it('show one at a time', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('Link copied')).toBeNull();
    expect(screen.getByText('Comment posted')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('go away after 5 seconds', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Link copied')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('close with the dismiss button', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('close on a swipe of 50 px to the right, not less', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByTestId('toast');
    fireEvent.touchStart(toast, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(toast, { changedTouches: [{ clientX: 149 }] });
    expect(screen.queryByText('Link copied')).not.toBeNull();
    fireEvent.touchStart(toast, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(toast, { changedTouches: [{ clientX: 150 }] });
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});

describe('isDismissSwipe', () => {
  it('needs 50 px to the right', () => {
    expect(isDismissSwipe(0, 50)).toBe(true);
    expect(isDismissSwipe(0, 49)).toBe(false);
    expect(isDismissSwipe(100, 0)).toBe(false);
  });
});
