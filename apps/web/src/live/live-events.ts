import type { LiveEvent, ModerationNotice } from '@kiin/contracts';
import { moderatorWords, noticeText } from '../components/notice-text';
import type { ToastInput } from '../toast/toast-context';

/** A toast for live news, with where to read more (made into the toast's button). */
export interface LiveNews extends Omit<ToastInput, 'action'> {
  link?: { label: string; to: string };
}

const postReviewTitle = {
  approved: (what: string) => `Your ${what} is published`,
  keep: (what: string) => `Your ${what} stays published`,
  hide: (what: string) => `A moderator hid your ${what}`,
  delete: (what: string) => `A moderator removed your ${what}`,
} as const;

/**
 * What the reader is told of a live event; nothing for changes they see in place only (points
 * taken back, membership, a booking: the page that booked it already says so). A moderator's
 * decision is told with their words, from the member's notice when it has been read.
 */
export function liveToast(event: LiveEvent, notice?: ModerationNotice | null): LiveNews | null {
  switch (event.type) {
    case 'points':
      return event.points > 0
        ? { title: `+${event.points} points`, description: `${event.reason}. You now have ${event.totalPoints} points.`, variant: 'success', key: 'points' }
        : null;
    case 'badge':
      return { title: `You earned ${event.name}`, description: 'Your new badge is on your profile.', variant: 'success' };
    case 'post-review': {
      const published = event.outcome === 'approved' || event.outcome === 'keep';
      return {
        title: postReviewTitle[event.outcome](event.postType),
        description: `${noticeText(event)}${moderatorWords(notice?.note)}`,
        variant: published ? 'success' : 'default',
        link: event.outcome === 'delete' ? undefined : { label: 'See the discussion', to: `/community/${event.discussionId}` },
      };
    }
    case 'notes':
      return {
        title: 'Your kliinic notes are ready',
        description: 'We have emailed them to you, and they are under the session in My kliinics.',
        variant: 'success',
        link: { label: 'Read them', to: '/member/kliinics' },
      };
    case 'kiinbox-answer':
      return {
        title: 'Your question has been answered',
        description: event.inSession ? 'It was answered in the kliinic: the session notes have the answer.' : 'An expert has answered your kiinbox question.',
        variant: 'success',
        link: { label: 'Read the answer', to: '/member/kiinbox' },
      };
    case 'membership':
    case 'booking':
      return null;
  }
}

/** After the n-th failure in a row: 1, 2, 4, 8, 16, then 30 s between tries. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
