import type { LiveEvent } from '@kiin/contracts';
import type { ToastInput } from '../toast/toast-context';

/** What the reader is told of a live event; nothing for changes they see in place only. */
export function liveToast(event: LiveEvent): ToastInput | null {
  switch (event.type) {
    case 'points':
      return event.points > 0
        ? { title: `+${event.points} points`, description: `${event.reason}. You now have ${event.totalPoints} points.`, variant: 'success' }
        : null;
    case 'badge':
      return { title: `You earned ${event.name}`, description: 'Your new badge is on your profile.', variant: 'success' };
    case 'membership':
      return null;
  }
}

/** After the n-th failure in a row: 1, 2, 4, 8, 16, then 30 s between tries. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
}
