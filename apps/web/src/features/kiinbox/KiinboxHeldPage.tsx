import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { crisisCardFor, kiinboxRules, type StaffKiinboxQuestion } from '@kiin/contracts';
import { type ApiError, toApiError } from '../../api/base-query';
import { TextLink } from '../../components/links';
import { QueryError } from '../../components/QueryError';
import { flattenPages } from '../../components/show-more';
import { ShowMore } from '../../components/ShowMore';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { useToast } from '../../toast/toast-context';
import { useHeldKiinboxQuestionsInfiniteQuery, useHideKiinboxQuestionMutation, useReleaseKiinboxQuestionMutation } from './api/kiinbox-api';
import { StaffQuestionCard } from './components/StaffQuestionCard';
import { questionNoun } from './kiinbox-text';
import { emptyHideDraft, HideFormSchema } from './staff-forms';

const messageOf = (error: unknown) => {
  const e = error as ApiError | undefined;
  return e?.body || e?.message;
};

function HeldItem({ question }: { question: StaffKiinboxQuestion }) {
  const { toast } = useToast();
  const [hiding, setHiding] = useState(false);
  const form = useZodForm(HideFormSchema, emptyHideDraft, { idPrefix: `hide-${question.id}` });
  const [problem, setProblem] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [release, released] = useReleaseKiinboxQuestionMutation();
  const [hide, hidden] = useHideKiinboxQuestionMutation();
  const busy = released.isLoading || hidden.isLoading;

  const onRelease = async () => {
    if (busy) return;
    const result = await release(question.id);
    if ('error' in result) return toast({ title: 'Could not release the question', description: messageOf(result.error), variant: 'error' });
    toast({ title: 'Sent on to the experts', variant: 'success' });
  };
  const onHide = form.handleSubmit(
    async (body) => {
      if (busy) return;
      setProblem(null);
      const result = await hide({ id: question.id, body });
      if ('error' in result) return setProblem(messageOf(result.error) ?? 'The question could not be hidden. Please try again.');
      toast({ title: 'Question hidden', variant: 'success' });
    },
    () => {
      setProblem(null);
      setFailedSubmits((n) => n + 1);
    },
  );

  const families = question.crisisFamilies.length ? crisisCardFor(question.crisisFamilies).title : null;
  return (
    <StaffQuestionCard question={question}>
      {families && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1, fontWeight: 600 }}>
          Flagged: {families}
        </Typography>
      )}
      {hiding ? (
        <Box component="form" noValidate onSubmit={(e) => void onHide(e)} sx={{ mt: 2 }}>
          <ErrorSummary items={form.summary} focusKey={failedSubmits} />
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="note"
            label="Note to the member"
            multiline
            minRows={3}
            fullWidth
            hint={`Why the question is hidden, kindly worded (at most ${kiinboxRules.hideNoteMaxLength} characters).`}
          />
          <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" color="error" aria-disabled={busy}>
              Hide question
            </Button>
            <Button onClick={() => setHiding(false)}>Cancel</Button>
          </Stack>
        </Box>
      ) : (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void onRelease()} aria-disabled={busy}>
            Release to the experts
          </Button>
          <Button variant="outlined" color="error" onClick={() => setHiding(true)}>
            Hide…
          </Button>
        </Stack>
      )}
    </StaffQuestionCard>
  );
}

/** /community/moderation/kiinbox: kiinbox questions held because they tell of danger (moderators only). */
export default function KiinboxHeldPage() {
  const { data, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, error, refetch } = useHeldKiinboxQuestionsInfiniteQuery();
  const shown = flattenPages(data?.pages);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <TextLink to="/community/moderation">← Moderation queue</TextLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2, mb: 1 }}>
        Held kiinbox questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        These questions told of danger, so the member saw the crisis card and the experts do not see them. Reach out as you would for a post, then
        release the question to the experts or hide it with a note the member reads.
      </Typography>
      <Box aria-busy={isLoading}>
        {isLoading ? (
          <Skeleton variant="rounded" height={160} aria-label="Loading held questions" />
        ) : error && !data ? (
          <QueryError what="the held questions" error={toApiError(error as ApiError | undefined)} onRetry={() => void refetch()} />
        ) : shown.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} role="status">
            <Typography>No kiinbox questions are held.</Typography>
          </Paper>
        ) : (
          <section aria-label="Held questions">
            <Stack spacing={2}>
              {shown.map((question) => (
                <HeldItem key={question.id} question={question} />
              ))}
            </Stack>
            <ShowMore count={shown.length} hasMore={hasNextPage} loading={isFetchingNextPage} failed={Boolean(error) && !isFetching} onMore={() => void fetchNextPage()} noun={questionNoun} />
          </section>
        )}
      </Box>
    </Container>
  );
}
