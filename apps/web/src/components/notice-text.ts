import type { ModerationNotice } from '@kiin/contracts';

/** What a moderator's decision means for the member's post, in plain words. */
export function noticeText(notice: Pick<ModerationNotice, 'postType' | 'outcome'>): string {
  const what = notice.postType === 'discussion' ? 'Your discussion' : 'Your comment';
  switch (notice.outcome) {
    case 'approved':
      return `${what} was checked by a moderator and is now published.`;
    case 'keep':
      return `${what} was reviewed by a moderator and stays published.`;
    case 'hide':
      return `${what} was hidden by a moderator because it did not follow the community guidelines.`;
    case 'delete':
      return `${what} was removed by a moderator because it did not follow the community guidelines.`;
  }
}

/** The moderator's words, as the member reads them after the outcome. */
export const moderatorWords = (note: string | null | undefined): string => (note ? ` The moderator added: “${note}”` : '');
