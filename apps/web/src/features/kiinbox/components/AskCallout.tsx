import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { loginHref } from '../../../auth/return-to';
import { useCurrentUser } from '../../../auth/use-current-user';
import { ButtonLink } from '../../../components/links';
import { useHydrated } from '../../../components/use-hydrated';

/** The member, once the app runs the page: a page rendered ahead of time shows the visitor's version until then. */
function useMember() {
  const { user } = useCurrentUser();
  return useHydrated() ? user : null;
}

/** "Ask a question": to the ask form, or through sign-in and back to it for a visitor. */
export function AskButton({ label = 'Ask a question' }: { label?: string }) {
  const user = useMember();
  if (user) return <ButtonLink to="/member/kiinbox" variant="contained">{label}</ButtonLink>;
  return (
    <Button variant="contained" href={loginHref('/member/kiinbox')}>
      {label}
    </Button>
  );
}

/** The invitation under a question or the list: members ask, and it is free. */
export function AskCallout({ title = 'Have a question of your own?', buttonLabel = 'Ask a question' }: { title?: string; buttonLabel?: string }) {
  const user = useMember();
  return (
    <Paper variant="outlined" component="aside" aria-label="Ask the experts" sx={{ p: { xs: 2.5, md: 3 }, mt: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {user
          ? 'Ask Kiin’s experts. You choose whether the answer may be shared here, without your name.'
          : 'Members ask Kiin’s experts, and a free account is enough. Sign in first and we will bring you back to the question form.'}
      </Typography>
      <AskButton label={buttonLabel} />
    </Paper>
  );
}
