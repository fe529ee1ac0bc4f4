import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { telHref } from '../components/phone-numbers';

const lines = [
  { label: 'Emergency', number: '000', note: 'Police, fire or ambulance' },
  { label: 'Lifeline', number: '13 11 14', note: 'Crisis support, 24 hours' },
  { label: 'Carer Gateway', number: '1800 422 737', note: 'Support for carers' },
];

export function EmergencyBox() {
  return (
    <Paper
      component="aside"
      aria-labelledby="immediate-support"
      variant="outlined"
      sx={{ p: 3, borderColor: 'error.main', borderWidth: 2, mb: 4 }}
    >
      <Typography id="immediate-support" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Need immediate support?
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {lines.map((line) => (
          <li key={line.label}>
            <Typography sx={{ fontWeight: 650 }}>{line.label}</Typography>
            <Link href={telHref(line.number)} sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              {line.number}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {line.note}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
