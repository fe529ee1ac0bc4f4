import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { contactEmail } from '../../components/contact-email';

const responseTimes = [
  { label: 'General enquiries', value: 'within 24 hours' },
  { label: 'Technical support', value: 'within 48 hours' },
  { label: 'Urgent member support', value: 'within 12 hours' },
];

export function ContactDetails() {
  return (
    <Paper variant="outlined" component="aside" aria-labelledby="contact-details" sx={{ p: 3 }}>
      <Typography id="contact-details" component="h2" variant="h3" sx={{ mb: 2 }}>
        Other ways to reach us
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 650, mt: 2 }, '& dd': { m: 0 } }}>
        <dt>Email</dt>
        <dd>
          <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
        </dd>
        <dt>Phone</dt>
        <dd>Phone support is coming soon for premium members.</dd>
        <dt>Location</dt>
        <dd>Sydney, digital-first, Australia-wide</dd>
      </Box>
      <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        Response times
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {responseTimes.map((item) => (
          <li key={item.label}>
            {item.label}: {item.value}
          </li>
        ))}
      </Box>
    </Paper>
  );
}
