import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { loginHref } from './return-to';

interface SignInPromptProps {
  title: string;
  text: string;
  /** Where sign-in brings the person back to. */
  returnTo: string;
  /** h1 when the prompt is the whole page (the dashboard), h2 inside a page. */
  headingLevel?: 'h1' | 'h2';
}

/** The member area's sign-in prompt: what signing in gives, and a Sign in button to /api/login. */
export function SignInPrompt({ title, text, returnTo, headingLevel = 'h2' }: SignInPromptProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="sign-in-prompt">
      <LockOutlinedIcon color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden="true" />
      <Typography component={headingLevel} variant={headingLevel === 'h1' ? 'h1' : 'h2'} sx={{ mb: 1.5, fontSize: headingLevel === 'h1' ? undefined : '1.4rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      <Button variant="contained" size="large" href={loginHref(returnTo)}>
        Sign in
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        New here? Signing in is also how you create a free account.
      </Typography>
    </Paper>
  );
}
