import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { crisisCard } from '@kiin/contracts';

/** The fixed crisis card (000, Lifeline, Beyond Blue, Carer Gateway), the same text the coach shows. */
export function CrisisCard() {
  return (
    <Alert severity="warning" role="region" aria-label="Crisis support" sx={{ mb: 3 }} data-testid="crisis-card">
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
        {crisisCard.title}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {crisisCard.intro}
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {crisisCard.lines.map((line) => (
          <li key={line.phone}>
            <strong>{line.name}</strong>:{' '}
            <Link href={`tel:${line.phone.replace(/\s/g, '')}`} color="inherit" sx={{ fontWeight: 700 }}>
              {line.phone}
            </Link>
            . {line.note}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
