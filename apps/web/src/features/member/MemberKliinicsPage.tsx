import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import type { Booking } from '@kiin/contracts';
import { toApiError, type ApiError } from '../../api/base-query';
import { useCurrentUser } from '../../auth/use-current-user';
import { Group } from '../../components/Group';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { useToast } from '../../toast/toast-context';
import { BookingCard } from './components/BookingCard';
import { KliinicNotesSection } from './components/KliinicNotesSection';
import { bookedSessionIds } from '../../components/bookings';
import { useBookingsInfiniteQuery, useCancelBookingMutation } from '../../api/member-api';
import { useNotesForBookings } from './hooks/use-notes-for-bookings';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { UpcomingSessions } from './components/UpcomingSessions';

/**
 * The height "Your bookings" keeps from the first frame: the sign-in prompt's at those widths
 * (392 px on a phone, 328 px from 600 px), the tallest thing it shows before bookings are
 * listed. What loads into it then never pushes the upcoming sessions down (a layout shift of
 * 0.046 on a desktop when the 160 px skeleton became the prompt).
 */
const bookingsArea = { minHeight: { xs: 392, sm: 328 } } as const;
const bookingsSkeleton = <Skeleton variant="rounded" sx={{ height: bookingsArea.minHeight }} role="progressbar" aria-busy="true" aria-label="Loading your bookings" />;

const gridSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } } as const;

const bookingNoun = { one: 'booking', many: 'bookings' };

/** "Show more" under the bookings: whether there is a next page, and fetching it. */
interface MoreBookings {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

function Bookings({
  bookings,
  isLoading,
  error,
  refetch,
  more,
}: {
  bookings: Booking[] | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  refetch: () => void;
  more: MoreBookings;
}) {
  const { toast } = useToast();
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  // Approved notes of the member's sessions, shown under each booking.
  const notesBySession = useNotesForBookings(bookings);
  const deferred = useDeferredValue(useMemo(() => ({ bookings: bookings ?? [], notesBySession }), [bookings, notesBySession]));

  const cancelBooking = useCallback(
    async (booking: Booking): Promise<boolean> => {
    const result = await cancel(booking.id);
    if ('error' in result) {
      const message = result.error && 'message' in result.error ? result.error.message : undefined;
      toast({ title: 'Cancellation failed', description: message, variant: 'error' });
      return false;
    }
    toast({
      title: 'Booking cancelled',
      description: result.data.refunded ? 'Your seat is released and your payment refunded.' : 'Your seat is released.',
      variant: 'success',
    });
    return true;
  },
    [cancel, toast],
  );

  if (isLoading) return bookingsSkeleton;
  if (error) return <QueryError what="your bookings" error={error} onRetry={refetch} />;
  if (!bookings?.length) {
    return (
      <Paper
        variant="outlined"
        data-testid="bookings-empty"
        sx={{ ...bookingsArea, p: { xs: 3, md: 5 }, display: 'grid', placeContent: 'center', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}
      >
        <EventAvailableOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden="true" />
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          You have no kliinic bookings yet. Choose a session below and press Book to reserve your seat.
        </Typography>
        <TextLink to="#upcoming-sessions">See the upcoming sessions</TextLink>
      </Paper>
    );
  }
  return (
    <div>
      <BookingList bookings={deferred.bookings} notesBySession={deferred.notesBySession} cancelling={cancelling} onCancel={cancelBooking} />
      <ShowMore count={bookings.length} noun={bookingNoun} {...more} />
    </div>
  );
}

/**
 * The member's seats, in the server's order a page at a time: live, coming (soonest first),
 * cancelled, then past (newest first). Memoised and fed deferred values, so a new page or the
 * notes arriving are drawn in slices rather than as one long task.
 */
const BookingList = memo(function BookingList({
  bookings,
  notesBySession,
  cancelling,
  onCancel,
}: {
  bookings: Booking[];
  notesBySession: ReturnType<typeof useNotesForBookings>;
  cancelling: boolean;
  onCancel: (booking: Booking) => Promise<boolean>;
}) {
  return (
    <Box component="ul" sx={gridSx} aria-label="Your bookings">
      {bookings.map((b) => (
        <li key={b.id} data-list-item tabIndex={-1}>
          <BookingCard booking={b} cancelling={cancelling} onCancel={onCancel} />
          {b.status === 'confirmed' && notesBySession.has(b.sessionId) && <KliinicNotesSection notes={notesBySession.get(b.sessionId)!} />}
        </li>
      ))}
    </Box>
  );
});

/** /member/kliinics: the member's seats, and the upcoming sessions to book. */
export default function MemberKliinicsPage() {
  const { user, isLoading } = useCurrentUser();
  const bookings = useBookingsInfiniteQuery(undefined, { skip: !user });
  const items = useMemo(() => (bookings.data ? flattenPages(bookings.data.pages) : undefined), [bookings.data]);
  const booked = useMemo(() => bookedSessionIds(items), [items]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        My kliinics
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        Monthly 90-minute live sessions with an expert, with time for your questions, a recording and notes afterwards.{' '}
        <TextLink to="/kliinics">How kliinics work</TextLink>
      </Typography>
      <Group id="your-bookings" title="Your bookings">
        <Box sx={bookingsArea}>
          {isLoading ? (
            bookingsSkeleton
          ) : user ? (
            <Bookings
              bookings={items}
              isLoading={bookings.isLoading}
              // A page after the first that failed is said beside "Show more"; the bookings shown stay.
              error={bookings.data ? undefined : toApiError(bookings.error)}
              refetch={() => void bookings.refetch()}
              more={{
                hasMore: bookings.hasNextPage,
                loading: bookings.isFetchingNextPage,
                failed: Boolean(bookings.data && bookings.error) && !bookings.isFetching,
                onMore: () => void bookings.fetchNextPage(),
              }}
            />
          ) : (
            <SignInPrompt
              title="Sign in to see your bookings"
              text="Your booked kliinics, the meeting link on the day and recordings afterwards are kept with your account."
              returnTo="/member/kliinics"
            />
          )}
        </Box>
      </Group>
      <Group id="upcoming-sessions" title="Upcoming sessions">
        <UpcomingSessions booked={booked} included={user?.isPremium === true} />
      </Group>
    </Container>
  );
}
