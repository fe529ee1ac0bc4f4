import { CommentListQuerySchema, DiscussionListQuerySchema, discussionListSearch, pagingMessages } from './index';

const problem = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe('list query strings', () => {
  it('default to the first page of 20 discussions or 50 comments, all tabs, no search', () => {
    expect(DiscussionListQuerySchema.parse({})).toEqual({ limit: 20, cursor: null, q: '', access: 'all', mine: false });
    expect(CommentListQuerySchema.parse({})).toEqual({ limit: 50, cursor: null });
  });

  it('cap the page at 50 and refuse what is not a page size', () => {
    expect(DiscussionListQuerySchema.parse({ limit: '500' }).limit).toBe(50);
    expect(CommentListQuerySchema.parse({ limit: '7' }).limit).toBe(7);
    for (const limit of ['0', '-1', '2.5', 'ten', ' 5']) expect(problem(DiscussionListQuerySchema.safeParse({ limit }))).toBe(pagingMessages.limit);
    expect(problem(DiscussionListQuerySchema.safeParse({ limit: ['1', '2'] }))).toBe('limit must be given once');
  });

  it('take a trimmed search, a tab and `mine`, refusing other values with what is allowed', () => {
    expect(DiscussionListQuerySchema.parse({ q: '  Sleep ', access: 'premium', mine: 'true' })).toMatchObject({ q: 'Sleep', access: 'premium', mine: true });
    expect(problem(DiscussionListQuerySchema.safeParse({ access: 'gold' }))).toBe(pagingMessages.access);
    expect(problem(DiscussionListQuerySchema.safeParse({ mine: 'yes' }))).toBe(pagingMessages.mine);
    expect(problem(DiscussionListQuerySchema.safeParse({ q: 'x'.repeat(201) }))).toBe(pagingMessages.searchTooLong);
    expect(problem(DiscussionListQuerySchema.safeParse({ q: 'a\u0000b' }))).toMatch(/^q must not contain control characters/);
    expect(problem(DiscussionListQuerySchema.safeParse({ cursor: 'a b' }))).toBe(pagingMessages.cursor);
  });

  it('the web app sends only what differs from the defaults', () => {
    expect(discussionListSearch({})).toBe('');
    expect(discussionListSearch({ q: ' sleep & rest ', access: 'free', cursor: 'abc', limit: 20, mine: true })).toBe('?limit=20&cursor=abc&q=sleep+%26+rest&access=free&mine=true');
    expect(discussionListSearch({ access: 'all', q: '   ' })).toBe('');
  });
});
