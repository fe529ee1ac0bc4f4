import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CoachState } from '@kiin/contracts';
import { useCurrentUserQuery } from '../../api/api';
import { toApiError } from '../../api/base-query';
import { useCurrentUser } from '../../auth/use-current-user';
import { CrisisCard } from '../../components/CrisisCard';
import { QueryError } from '../../components/QueryError';
import { SignInPrompt } from '../../auth/SignInPrompt';
import { useToast } from '../../toast/toast-context';
import { ChatPanel, chatPanelHeight } from './components/ChatPanel';
import {
  useClearCoachHistoryMutation,
  useCoachStateQuery,
  useGiveCoachConsentMutation,
  useSendCoachMessageMutation,
  useWithdrawCoachConsentMutation,
} from '../../api/coach-api';
import { CoachSidePanel } from './components/CoachSidePanel';
import { CoachUpsell } from './components/CoachUpsell';
import { ConsentNotice } from './components/ConsentNotice';
import { failureNotice, needsConsent } from '../../api/coach-conversation';
import { WithdrawConsentDialog } from './components/WithdrawConsentDialog';

const layoutSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
  alignItems: 'start',
} as const;

function CoachSkeleton() {
  return (
    <Box sx={layoutSx} aria-busy="true" aria-label="Loading your coach">
      <Skeleton variant="rounded" height={chatPanelHeight} />
      <Stack spacing={2}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    </Box>
  );
}

/** Chat, once the member has accepted the notice: the conversation, the side panel, the crisis card. */
function Conversation({ state }: { state: CoachState }) {
  const { toast } = useToast();
  const [send, sending] = useSendCoachMessageMutation();
  const [clear, clearing] = useClearCoachHistoryMutation();
  const [withdraw, withdrawing] = useWithdrawCoachConsentMutation();
  const [draft, setDraft] = useState('');
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  /** The last message could not leave the device: the crisis lines are shown, as they work without it. */
  const [offline, setOffline] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const refocus = useRef(false);

  // The box is disabled while the coach writes; the member's place is back in it afterwards.
  useEffect(() => {
    if (sending.isLoading || !refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [sending.isLoading]);

  const sendMessage = async (message: string, fromBox: boolean) => {
    if (sending.isLoading) return;
    if (fromBox) setDraft('');
    refocus.current = true;
    const result = await send({ message });
    const error = 'error' in result ? toApiError(result.error) : undefined;
    setOffline(error?.status === 0);
    if ('error' in result) {
      toast({ title: failureNotice(error).toast, variant: 'error' });
      // What they wrote is kept, so trying again is one key away.
      if (fromBox) setDraft((current) => current || message);
    }
  };

  const clearConversation = async () => {
    const result = await clear();
    if ('error' in result) {
      toast({ title: 'The conversation could not be cleared', description: toApiError(result.error)?.message, variant: 'error' });
      return;
    }
    inputRef.current?.focus();
  };

  const withdrawConsent = async () => {
    const result = await withdraw();
    if ('error' in result) {
      toast({ title: 'Consent could not be withdrawn', description: toApiError(result.error)?.message, variant: 'error' });
      return;
    }
    setConfirmingWithdraw(false);
    toast({ title: 'Consent withdrawn', description: 'Your conversation with the coach has been deleted.', variant: 'success' });
  };

  return (
    <>
      {offline && (
        <Box role="status" sx={{ mb: 1 }}>
          <Typography sx={{ mb: 1.5 }}>
            Your message could not be sent: you seem to be offline. The coach answers once you are connected again; these numbers work now.
          </Typography>
          <CrisisCard />
        </Box>
      )}
      <Box sx={layoutSx}>
        <ChatPanel
          greeting={state.greeting}
          messages={state.messages}
          earlierCursor={state.earlierCursor}
          waiting={sending.isLoading}
          clearing={clearing.isLoading}
          draft={draft}
          onDraftChange={setDraft}
          onSend={(message) => void sendMessage(message, true)}
          onClear={() => void clearConversation()}
          inputRef={inputRef}
        />
        <CoachSidePanel
          state={state}
          busy={sending.isLoading || clearing.isLoading}
          onPickTopic={(topic) => void sendMessage(topic, false)}
          onWithdraw={() => setConfirmingWithdraw(true)}
        />
      </Box>
      <WithdrawConsentDialog
        open={confirmingWithdraw}
        withdrawing={withdrawing.isLoading}
        onCancel={() => setConfirmingWithdraw(false)}
        onConfirm={() => void withdrawConsent()}
      />
    </>
  );
}

/** A premium member's coach: consent first, then the conversation. */
function MemberCoach() {
  const state = useCoachStateQuery();
  const [agree, agreeing] = useGiveCoachConsentMutation();
  const error = toApiError(state.error);
  const crisisRef = useRef<HTMLDivElement>(null);
  const crisisShown = state.data?.crisis;
  const crisisBefore = useRef<boolean | undefined>(undefined);

  // When the card appears during a conversation, it is brought into view: it matters more than the chat.
  useEffect(() => {
    if (crisisShown === undefined) return;
    if (crisisShown && crisisBefore.current === false) crisisRef.current?.scrollIntoView({ block: 'start' });
    crisisBefore.current = crisisShown;
  }, [crisisShown]);

  if (state.isLoading) return <CoachSkeleton />;
  // The server is the judge of premium: a membership that has just ended reads as the upsell.
  if (error?.status === 403) return <CoachUpsell />;
  if (error || !state.data) return <QueryError what="your coach" error={error} onRetry={() => void state.refetch()} />;

  const data = state.data;
  const consent = needsConsent(data);
  return (
    <>
      {data.crisis && (
        <Box ref={crisisRef} sx={{ scrollMarginTop: 80 }}>
          <CrisisCard families={data.crisisFamilies} />
        </Box>
      )}
      {consent ? (
        <ConsentNotice
          notice={data.notice}
          reason={consent}
          agreeing={agreeing.isLoading || (agreeing.isSuccess && state.isFetching)}
          error={toApiError(agreeing.error)?.message ?? null}
          onAgree={() => void agree({ version: data.notice.version })}
        />
      ) : (
        <Conversation state={data} />
      )}
    </>
  );
}

/** /coach: the premium care coach (spec §2); visitors are asked to sign in, free members see what it offers. */
export default function CoachPage() {
  const { user, isLoading, error } = useCurrentUser();
  const { refetch } = useCurrentUserQuery();
  const location = useLocation();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Care Coach
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        Ask about caring, health services and what to ask next. Answers come from Kiin&apos;s library, with links to where they come from.
      </Typography>
      {isLoading ? (
        <CoachSkeleton />
      ) : error ? (
        <QueryError what="your account" error={error} onRetry={() => void refetch()} />
      ) : !user ? (
        <SignInPrompt
          title="Sign in to talk with your care coach"
          text="The care coach is for premium members. Sign in to continue, or to create a free account first."
          returnTo={location.pathname}
        />
      ) : user.isPremium ? (
        <MemberCoach />
      ) : (
        <CoachUpsell />
      )}
    </Container>
  );
}
