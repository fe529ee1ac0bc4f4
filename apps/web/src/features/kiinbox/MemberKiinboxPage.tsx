import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AskedKiinboxQuestion } from '@kiin/contracts';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { useCurrentUser } from '../../auth/use-current-user';
import { CrisisCard } from '../../components/CrisisCard';
import { Group } from '../../components/Group';
import { TextLink } from '../../components/links';
import { AskForm } from './components/AskForm';
import { MyQuestions } from './components/MyQuestions';

/**
 * /member/kiinbox: ask Kiin's experts, and the member's questions with where each stands. A
 * question that tells of danger brings the crisis card at once, above everything, with focus on it.
 */
export default function MemberKiinboxPage() {
  const { user, isLoading } = useCurrentUser();
  const [asked, setAsked] = useState<AskedKiinboxQuestion | null>(null);
  const crisis = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!asked) return;
    (asked.showCrisisCard ? crisis : notice).current?.focus();
  }, [asked]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {asked?.showCrisisCard && (
        <Box ref={crisis} tabIndex={-1} sx={{ outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 4 } }} data-testid="kiinbox-crisis">
          <CrisisCard families={asked.crisisFamilies} />
        </Box>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        kiinbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        Ask Kiin&apos;s experts about caring, a diagnosis, medications or services, and read their answer here. Answers are general information, not
        medical advice for you. <TextLink to="/kiinbox">Read answered questions</TextLink>
      </Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={480} aria-label="Loading" />
      ) : !user ? (
        <SignInPrompt
          title="Sign in to ask the experts"
          text="Your questions and the experts' answers are kept with your account. A free account is enough to ask."
          returnTo="/member/kiinbox"
        />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, mb: 5 }}>
            {asked ? (
              <Box>
                <Alert severity={asked.showCrisisCard ? 'info' : 'success'} role="status" ref={notice} tabIndex={-1} sx={{ mb: 2 }}>
                  {asked.notice}
                </Alert>
                <Button variant="outlined" onClick={() => setAsked(null)}>
                  Ask another question
                </Button>
              </Box>
            ) : (
              <AskForm isPremium={user.isPremium} onAsked={setAsked} />
            )}
          </Paper>
          <Group id="kiinbox-mine" title="Your questions">
            <MyQuestions />
          </Group>
        </>
      )}
    </Container>
  );
}
