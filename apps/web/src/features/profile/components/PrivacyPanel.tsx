import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Link as RouterLink } from 'react-router';
import type { User } from '@kiin/contracts';
import { useToast } from '../../../toast/toast-context';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { downloadExport, freshSignInNote, signInAgainHref } from '../privacy-actions';

/** The browser's navigation, in one place so tests can watch it. */
const go = (href: string) => window.location.assign(href);

/** "Your data": download everything Kiin keeps about the member, or delete the account. */
export function PrivacyPanel({ user }: { user: User }) {
  const headingId = useId();
  const { toast } = useToast();
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    const outcome = await downloadExport();
    setDownloading(false);
    if (outcome.kind === 'sign-in-again') return go(signInAgainHref());
    if (outcome.kind === 'failed') return setFailure(outcome.message);
    toast({ title: 'Your data is downloading', description: outcome.filename, variant: 'success' });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} id="your-data" spacing={2}>
      <Typography id={headingId} variant="h2">
        Your data
      </Typography>
      <Typography color="text.secondary">
        Download one file with everything Kiin keeps about you, from every part of Kiin, or delete your account. {freshSignInNote}{' '}
        <Link component={RouterLink} to="/privacy">
          How Kiin looks after your information
        </Link>
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          The download did not start. {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing your data…' : 'Download my data'}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      <DeleteAccountDialog
        open={deleting}
        email={user.email}
        onClose={() => setDeleting(false)}
        onDeleted={() => go('/?account=deleted')}
        onSignInAgain={go}
      />
    </Stack>
  );
}
