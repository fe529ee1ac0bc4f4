import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { type LiveEvent, liveEventTypes, type LiveEventType, type ModerationNotice } from '@kiin/contracts';
import { api } from '../api/api';
import { useCurrentUser } from '../auth/use-current-user';
import type { AppStore } from '../app/store';
import { useToast } from '../toast/toast-context';
import { type LiveNews, liveToast, reconnectDelayMs } from './live-events';

/** Where the member's live channel is served (same origin; the session cookie goes with it). */
export const liveChannelUrl = '/api/live';

/** The cache tags of the calls that show what a live event changes (the feature APIs add them to `api`). */
type ShownBy = 'User' | 'Completions' | 'Membership' | 'Notices' | 'Discussions' | 'Comments' | 'Bookings' | 'MyKliinicNotes' | 'MyKiinbox';

/** What each live event makes the page read again. */
export const liveRefreshes: Record<LiveEventType, ShownBy[]> = {
  points: ['User', 'Completions'],
  badge: ['User'],
  membership: ['User', 'Membership'],
  'post-review': ['Notices', 'Discussions', 'Comments'],
  booking: ['Bookings'],
  notes: ['MyKliinicNotes', 'Bookings'],
  'kiinbox-answer': ['MyKiinbox'],
};

const everything = [...new Set(Object.values(liveRefreshes).flat())];

/** The member's notice a moderator's decision left, read afresh (its words go in the toast). */
async function noticeOf(dispatch: AppStore['dispatch'], noticeId: string): Promise<ModerationNotice | null> {
  const { communityApi } = await import('../api/community-api');
  const read = await dispatch(communityApi.endpoints.myNotices.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return read.data?.find((n) => n.id === noticeId) ?? null;
}

/**
 * A signed-in member's live channel (`GET /api/live`): points, badges, premium changes, a
 * moderator's decision on their post, a booking and kliinic notes update what the page shows in
 * place (the calls that show them are read again) and are said in a short toast after whatever
 * the reader's own action said. When the channel drops it is opened again with backoff, and
 * everything it feeds is read again, so nothing that happened meanwhile is missed.
 */
export function LiveUpdates() {
  const { user } = useCurrentUser();
  const signedIn = Boolean(user);
  const dispatch = useDispatch<AppStore['dispatch']>();
  const navigate = useNavigate();
  const { toastAfter } = useToast();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const refresh = (tags: ShownBy[]) => dispatch(api.util.invalidateTags(tags));
    const tell = (news: LiveNews | null) => {
      if (!news) return;
      const { link, ...toast } = news;
      toastAfter(link ? { ...toast, action: { label: link.label, onClick: () => void navigate(link.to) } } : toast);
    };
    let source: EventSource | null = null;
    let timer: number | undefined;
    let failures = 0;
    let stopped = false;

    const connect = () => {
      source = new EventSource(liveChannelUrl);
      source.addEventListener('ready', () => {
        // Back after a drop: read again what may have changed while the channel was down.
        if (failures > 0) refresh(everything);
        failures = 0;
      });
      for (const type of liveEventTypes) {
        source.addEventListener(type, (message: MessageEvent<string>) => {
          const event = JSON.parse(message.data) as LiveEvent;
          refresh(liveRefreshes[event.type]);
          if (event.type === 'post-review') {
            void noticeOf(dispatch, event.noticeId)
              .catch(() => null)
              .then((notice) => !stopped && tell(liveToast(event, notice)));
          } else {
            tell(liveToast(event));
          }
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
  }, [signedIn, dispatch, navigate, toastAfter]);

  return null;
}
