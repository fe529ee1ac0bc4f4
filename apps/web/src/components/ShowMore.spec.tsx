/** @jest-environment jsdom */
import '../testing/jsdom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { flattenPages, moreLoadedMessage } from './show-more';
import { ShowMore } from './ShowMore';

const noun = { one: 'discussion', many: 'discussions' };

function List({ count, hasMore, loading = false, failed = false, onMore = () => undefined }: { count: number; hasMore: boolean; loading?: boolean; failed?: boolean; onMore?: () => void }) {
  return (
    <section>
      {Array.from({ length: count }, (_, i) => (
        <article key={i} data-list-item tabIndex={-1}>
          Item {i + 1}
        </article>
      ))}
      <ShowMore count={count} hasMore={hasMore} loading={loading} failed={failed} onMore={onMore} noun={noun} />
    </section>
  );
}

describe('Show more', () => {
  it('is a button that asks for the next page and announces how many more arrived', () => {
    const onMore = jest.fn();
    const { rerender } = render(<List count={20} hasMore onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Show more discussions' });
    fireEvent.click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<List count={20} hasMore loading onMore={onMore} />);
    // While loading it stays focusable (not disabled) and a second press asks nothing more.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(<List count={40} hasMore onMore={onMore} />);
    expect(screen.getByRole('status').textContent).toContain('20 more discussions loaded.');
  });

  it('goes when the last page is in, says so, and moves focus to the first item that arrived', () => {
    const { rerender } = render(<List count={20} hasMore />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more discussions' }));
    rerender(<List count={20} hasMore loading />);
    act(() => rerender(<List count={23} hasMore={false} />));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('3 more discussions loaded. All discussions are shown.');
    expect(document.activeElement?.textContent).toBe('Item 21');
  });

  it('says when the next page failed and offers to try again, keeping what is shown', () => {
    const onMore = jest.fn();
    const { rerender } = render(<List count={20} hasMore onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show more discussions' }));
    rerender(<List count={20} hasMore loading onMore={onMore} />);
    rerender(<List count={20} hasMore failed onMore={onMore} />);
    expect(screen.getByRole('alert').textContent).toContain('The next discussions could not be loaded. Please try again.');
    expect(screen.getAllByRole('article')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Try again: show more discussions' }));
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('shows nothing to press on a list that fits one page', () => {
    render(<List count={3} hasMore={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('pages of a list', () => {
  it('are shown in order, each item once', () => {
    const page = (...ids: string[]) => ({ items: ids.map((id) => ({ id })) });
    expect(flattenPages([page('a', 'b'), page('b', 'c'), page()]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('announce one or many, and the end', () => {
    expect(moreLoadedMessage(1, { one: 'comment', many: 'comments' }, true)).toBe('1 more comment loaded.');
    expect(moreLoadedMessage(0, noun, false)).toBe('No more discussions loaded. All discussions are shown.');
  });
});
