import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { childProtectionLines, type CrisisFamily, crisisFamilies, crisisFamilyLines, type CrisisLine } from '@kiin/contracts';
import { TextLink } from '../../components/links';
import { PhoneLineList } from '../../components/PhoneLineList';

/** Every crisis line the safety cards can show, each once, in the cards' order (000 first). */
function allLines(): CrisisLine[] {
  const lines: CrisisLine[] = [];
  for (const family of crisisFamilies as readonly CrisisFamily[]) {
    for (const line of crisisFamilyLines[family]) if (!lines.some((seen) => seen.tel === line.tel)) lines.push(line);
  }
  return lines;
}

/**
 * /help: the crisis lines, every one a tap-to-call link. The app keeps this page on the device
 * (see `public/sw.js`), so it opens with no connection at all, and any page that cannot load
 * offline falls back to it. Its text is fixed in the contracts, the same the crisis cards show.
 */
export default function HelpPage() {
  const lines = allLines().filter((line) => line.tel !== '000');
  // Set by the service worker when a page could not be reached with no connection.
  const wanted = useSearchParams()[0].get('offline');
  const back = wanted?.startsWith('/') && !wanted.startsWith('//') ? wanted : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {back && (
        <Alert severity="info" sx={{ mb: 3 }}>
          You are offline, so that page cannot open yet. <TextLink to={back}>Try it again</TextLink> when you are connected. The numbers
          below work now.
        </Alert>
      )}
      <Typography variant="h1" sx={{ mb: 1 }}>
        Help now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        These numbers are free or the cost of a local call. This page works without an internet connection on this device.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mb: 4, borderColor: 'error.main', borderWidth: 2 }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          In danger right now?
        </Typography>
        <Typography sx={{ mb: 2 }}>Call 000 for an ambulance, the police or the fire service. Stay on the line.</Typography>
        <Button href="tel:000" variant="contained" color="error" size="large" sx={{ minWidth: 180, fontWeight: 800, fontSize: '1.125rem' }}>
          Call 000
        </Button>
      </Paper>
      <Typography id="help-lines" component="h2" variant="h2" sx={{ mb: 2 }}>
        Someone to talk to
      </Typography>
      <PhoneLineList lines={lines} labelledBy="help-lines" />
      <Typography id="help-child" component="h2" variant="h2" sx={{ mt: 5, mb: 2 }}>
        Child protection in your state or territory
      </Typography>
      <PhoneLineList lines={childProtectionLines} labelledBy="help-child" />
      <Typography sx={{ mt: 5 }}>
        For carer support, services and what to ask next, see <TextLink to="/resources">Carer Resources</TextLink>.
      </Typography>
    </Container>
  );
}
