import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrivacyTipOutlinedIcon from '@mui/icons-material/PrivacyTipOutlined';
import { type CoachConsentNotice, coachMessages } from '@kiin/contracts';

interface ConsentNoticeProps {
  notice: CoachConsentNotice;
  /** 'outdated' when the member accepted an earlier version of the notice. */
  reason: 'first' | 'outdated';
  agreeing: boolean;
  error: string | null;
  onAgree: () => void;
}

/** How the coach keeps messages, accepted before the first one (privacy principles 5 and 8). */
export function ConsentNotice({ notice, reason, agreeing, error, onAgree }: ConsentNoticeProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="coach-notice-title" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
      <Typography id="coach-notice-title" component="h2" variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <PrivacyTipOutlinedIcon color="primary" aria-hidden />
        {notice.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {reason === 'outdated' ? coachMessages.consentOutdated : coachMessages.consentRequired}
      </Typography>
      <Box component="ul" sx={{ m: 0, mb: 3, pl: 3, display: 'grid', gap: 1.25 }}>
        {notice.points.map((point) => (
          <Typography component="li" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" size="large" onClick={onAgree} disabled={agreeing}>
        {agreeing ? 'Saving…' : 'I agree'}
      </Button>
    </Paper>
  );
}
