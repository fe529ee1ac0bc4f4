import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { LiveEvent } from '@kiin/contracts';
import { api } from '../api/api';
import { useCurrentUser } from '../auth/use-current-user';
import { paymentApi } from '../payment/payment-api';
import { useToast } from '../toast/toast-context';
import { liveToast, reconnectDelayMs } from './live-events';

/** Where the member's live channel is served (same origin; the session cookie goes with it). */
export const liveChannelUrl = '/api/live';

/**
 * A signed-in member's live channel (`GET /api/live`): points, badges and premium changes
 * update what the page shows in place (the user, their badges and membership are read again)
 * and are said in a short toast after whatever the reader's own action said. When the channel
 * drops it is opened again with backoff, and everything it feeds is read again, so nothing
 * that happened meanwhile is missed.
 */
export function LiveUpdates() {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  const dispatch = useDispatch();
  const { toastAfter } = useToast();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const refresh = (membership: boolean) => {
      dispatch(api.util.invalidateTags(['User']));
      if (membership) dispatch(paymentApi.util.invalidateTags(['Membership']));
    };
    let source: EventSource | null = null;
    let timer: number | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      source = new EventSource(liveChannelUrl);
      source.addEventListener('ready', () => {
        // Back after a drop: read again what may have changed while the channel was down.
        if (failures > 0) refresh(true);
        failures = 0;
      });
      for (const type of ['points', 'badge', 'membership'] as const) {
        source.addEventListener(type, (message: MessageEvent<string>) => {
          const event = JSON.parse(message.data) as LiveEvent;
          refresh(event.type === 'membership');
          const toast = liveToast(event);
          if (toast) toastAfter(toast);
        });
      }
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        failures += 1;
        timer = window.setTimeout(connect, reconnectDelayMs(failures));
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [signedIn, dispatch, toastAfter]);

  return null;
}
