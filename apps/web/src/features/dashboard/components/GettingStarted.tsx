import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { TextLink } from '../../../components/links';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

interface GettingStartedProps {
  hasConditions: boolean;
  hasCompleted: boolean;
  hasBooking: boolean;
}

/** A new member's first three steps, ticked off as they are done. */
export function GettingStarted({ hasConditions, hasCompleted, hasBooking }: GettingStartedProps) {
  const steps = [
    {
      done: hasConditions,
      title: 'Save a condition',
      text: 'Tell us what matters to you, and we will suggest what to read.',
      to: '/conditions',
      action: 'Browse conditions',
    },
    {
      done: hasCompleted,
      title: 'Read something from the library',
      text: 'Articles, videos and podcasts for carers and patients. Mark one complete when you finish it.',
      to: '/content/library',
      action: 'Open the library',
    },
    {
      done: hasBooking,
      title: 'Join a kliinic',
      text: 'A monthly 90-minute live session with an expert, with time for your questions.',
      to: '/kliinics',
      action: 'See upcoming kliinics',
    },
  ];
  return (
    <Paper component="section" aria-labelledby="getting-started" variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mb: 4 }}>
      <Typography id="getting-started" variant="h2" sx={{ fontSize: '1.4rem', mb: 0.5 }}>
        Getting started
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Three things to do first to make Kiin yours.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {steps.map((step) => (
          <Box component="li" key={step.to} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-done={step.done}>
            {step.done ? (
              <CheckCircleIcon color="success" aria-hidden="true" />
            ) : (
              <RadioButtonUncheckedIcon color="action" aria-hidden="true" />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h3" variant="h4">
                {step.title}
                {step.done && <VisuallyHidden> (done)</VisuallyHidden>}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {step.text}
              </Typography>
              <TextLink to={step.to}>{step.action}</TextLink>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
