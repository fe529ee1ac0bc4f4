import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type CrisisFamily, type CrisisLine, crisisCardFor } from '@kiin/contracts';

function Line({ line }: { line: CrisisLine }) {
  return (
    <li>
      <strong>{line.name}</strong>:{' '}
      <Link href={`tel:${line.tel}`} color="inherit" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {line.phone}
      </Link>
      . {line.note}
    </li>
  );
}

/**
 * The crisis card for the danger found (fixed text from contracts, the same the coach and mail
 * show): a medical emergency puts "Call 000 now" first and alone; every number is a tap-to-call
 * link. With no families given, the general card (suicide and self-harm, carers).
 */
export function CrisisCard({ families = [] }: { families?: readonly CrisisFamily[] }) {
  const card = crisisCardFor(families);
  return (
    <Alert severity="warning" role="region" aria-label="Crisis support" sx={{ mb: 3, overflowWrap: 'anywhere' }} data-testid="crisis-card">
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
        {card.title}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {card.intro}
      </Typography>
      {card.families.includes('medical') && (
        // A medical emergency: one large button to call, before anything else to read.
        <Button href="tel:000" variant="contained" color="error" size="large" sx={{ mb: 1.5, minWidth: 160, fontWeight: 700 }}>
          Call 000
        </Button>
      )}
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {card.lines.map((line) => (
          <Line key={line.tel} line={line} />
        ))}
      </ul>
      {card.childProtection.length > 0 && (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 600 }}>
            Child protection in your state or territory
          </Box>
          <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
            {card.childProtection.map((line) => (
              <Line key={line.tel} line={line} />
            ))}
          </ul>
        </Box>
      )}
    </Alert>
  );
}
