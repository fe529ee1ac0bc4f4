/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from './ToastProvider';
import { isDismissSwipe, useToast } from './toast-context';

const undone = jest.fn();

function Trigger() {
  const { toast, toastAfter } = useToast();
  return (
    <>
      <button onClick={() => toastAfter({ title: '+10 points', key: 'points' })}>news</button>
      <button onClick={() => toastAfter({ title: '+15 points', key: 'points' })}>more points</button>
      <button onClick={() => toastAfter({ title: 'You earned Knowledge Seeker', key: 'badge' })}>later news</button>
      <button onClick={() => toast({ title: 'Link copied' })}>first</button>
      <button onClick={() => toast({ title: 'Comment posted', description: 'Thanks' })}>second</button>
      <button onClick={() => toast({ title: 'Condition removed', action: { label: 'Undo', onClick: undone } })}>with action</button>
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

beforeEach(() => {
  jest.useFakeTimers();
  undone.mockClear();
});
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

  it('news waits for the toast on screen to end, then shows for its own 5 seconds', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByText('news'));
    expect(screen.getByText('Link copied')).toBeTruthy();
    expect(screen.queryByText('+10 points')).toBeNull();
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByText('Link copied')).toBeNull();
    expect(screen.getByText('+10 points')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('news shows at once on a free screen; news waiting takes its turn in order, the newer of one kind replacing the older', () => {
    setup();
    fireEvent.click(screen.getByText('news'));
    expect(screen.getByText('+10 points')).toBeTruthy();
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('news'));
    fireEvent.click(screen.getByText('later news'));
    fireEvent.click(screen.getByText('more points'));
    // The reader's toast, then the news that was on screen, the badge, and the latest points only.
    expect(screen.getByText('Link copied')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('You earned Knowledge Seeker')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('+15 points')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("the reader's own toast and news arriving in the same moment are both shown, the reader's first", () => {
    setup();
    act(() => {
      fireEvent.click(screen.getByText('news'));
      fireEvent.click(screen.getByText('first'));
    });
    expect(screen.getByText('Link copied')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('+10 points')).toBeTruthy();

    act(() => jest.advanceTimersByTime(5000));
    act(() => {
      fireEvent.click(screen.getByText('first'));
      fireEvent.click(screen.getByText('news'));
    });
    expect(screen.getByText('Link copied')).toBeTruthy();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('+10 points')).toBeTruthy();
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

  it('have no action button unless given one', () => {
    setup();
    fireEvent.click(screen.getByText('first'));
    const buttons = within(screen.getByTestId('toast')).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Dismiss notification']);
  });

  it('run their action once and close when it is pressed', () => {
    setup();
    fireEvent.click(screen.getByText('with action'));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undone).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Condition removed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('close with an action untouched after 5 seconds, without running it', () => {
    setup();
    fireEvent.click(screen.getByText('with action'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(undone).not.toHaveBeenCalled();
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
