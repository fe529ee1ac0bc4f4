import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { Booking } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';
import { TextLink } from '../../../components/links';

const statusChip = (b: Booking): { label: string; color: 'success' | 'default' | 'secondary' | 'warning' } => {
  if (b.status === 'cancelled') return { label: b.refunded ? 'Cancelled · refunded' : 'Cancelled', color: 'default' };
  switch (b.phase) {
    case 'live':
      return { label: 'Live now', color: 'warning' };
    case 'upcoming':
      return { label: 'Booked', color: 'success' };
    case 'past':
      return { label: 'Attended', color: 'default' };
  }
};

interface BookingCardProps {
  booking: Booking;
  cancelling: boolean;
  onCancel: (booking: Booking) => Promise<boolean>;
}

/**
 * One seat: when, its state, the meeting link or recording when there is one, what to read
 * beforehand, and cancelling.
 */
export function BookingCard({ booking, cancelling, onCancel }: BookingCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const chip = statusChip(booking);
  const held = booking.status === 'confirmed';
  const ahead = held && booking.phase === 'upcoming';
  // Given with the booking by the gateway (absent when the library did not answer).
  const materials = booking.materials ?? [];

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }} data-testid="booking">
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="small" label={chip.label} color={chip.color} sx={{ fontWeight: 700 }} />
          <Typography variant="body2" color="text.secondary">
            {formatDate(booking.date, 'long')} · {booking.time} · {booking.durationMinutes} minutes
          </Typography>
        </Stack>
        <Typography id={titleId} component="h3" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {booking.title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mt: 0.5 }}>
          {booking.meetingUrl && (
            <Button variant="contained" href={booking.meetingUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden="true" />}>
              Join the session
            </Button>
          )}
          {booking.recordingUrl && (
            <Button variant="outlined" href={booking.recordingUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden="true" />}>
              Watch the recording
            </Button>
          )}
          {held && booking.canCancel && (
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={cancelling} aria-describedby={titleId}>
              Cancel booking
            </Button>
          )}
        </Box>
        {ahead && materials.length > 0 && (
          <Box component="section" aria-labelledby={`${titleId}-reading`} sx={{ mt: 0.5 }}>
            <Typography id={`${titleId}-reading`} component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
              Before the session
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {materials.map((m) => (
                <Typography component="li" variant="body2" key={m.id} sx={{ overflowWrap: 'anywhere' }}>
                  <TextLink to={m.path}>{m.title}</TextLink>
                </Typography>
              ))}
            </Box>
          </Box>
        )}
        {ahead && (
          <Typography variant="body2" color="text.secondary">
            The meeting link appears here 15 minutes before the start.
            {booking.source === 'membership'
              ? ' Included in your membership.'
              : !booking.canCancel && ' Cancelling with a refund closes 24 hours before the start.'}
          </Typography>
        )}
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-confirm`}>
        <DialogTitle id={`${titleId}-confirm`}>Cancel this booking?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your seat at “{booking.title}” on {formatDate(booking.date, 'long')} will be given back
            {booking.source === 'membership' ? '. It is included in your membership, so you can book again while seats are left.' : ' and your payment refunded to your card.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep my seat</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancelling}
            onClick={() => void onCancel(booking).then((done) => done && setConfirming(false))}
          >
            {cancelling ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
