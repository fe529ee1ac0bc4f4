import { pagingMessages } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { containsPattern, decodeCursor, encodeCursor } from './paging';

describe('list cursors', () => {
  const position = { at: '2026-11-26T10:00:00.123456Z', id: '0b0e5c36-0d6c-4b8e-9d8e-3c1f3f0a2b11' };

  it('come back as the position they were made from, for their own list only', () => {
    const cursor = encodeCursor('discussions', position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor('discussions', cursor)).toEqual(position);
    expect(() => decodeCursor('comments', cursor)).toThrow(new DomainError('VALIDATION_FAILED', pagingMessages.cursor));
  });

  it('refuse anything else with words a person can act on', () => {
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of ['', 'abc', '!!', forged('d|2026-11-26|x'), forged(`d|${position.at}|not-a-uuid`), forged(`d|${position.at}|${position.id}|more`)]) {
      expect(() => decodeCursor('discussions', bad)).toThrow(pagingMessages.cursor);
    }
  });

  it('search patterns take % and _ literally', () => {
    expect(containsPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});
