import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KliinicNotes } from '@kiin/contracts';

/** How far the sending has got, and each ticket holder's mail with the reason any failed. */
export function NotesDeliveries({ notes }: { notes: KliinicNotes }) {
  if (notes.deliveries.length === 0) return <Typography color="text.secondary">No ticket holders to send to.</Typography>;
  const sent = notes.deliveries.filter((d) => d.status === 'sent').length;
  return (
    <Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {sent} of {notes.deliveries.length} sent{notes.deliveries.some((d) => d.status === 'failed') ? '; some could not be sent (see below).' : '.'}
      </Typography>
      <Box sx={{ overflowX: 'auto', maxHeight: 360 }} tabIndex={0} role="region" aria-label="Delivery to each ticket holder">
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Ticket holder</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notes.deliveries.map((d) => (
              <TableRow key={d.member}>
                <TableCell>{d.member}</TableCell>
                <TableCell>{d.status === 'sent' ? 'Sent' : d.status === 'failed' ? 'Failed' : 'Waiting'}</TableCell>
                <TableCell>{d.error ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
