import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type CrisisFamily, discussionMinLength } from '@kiin/contracts';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../auth/return-to';
import { useCurrentUser } from '../../auth/use-current-user';
import { TextLink } from '../../components/links';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { useToast } from '../../toast/toast-context';
import { useCreateDiscussionMutation } from '../../api/community-api';
import { CrisisCard } from '../../components/CrisisCard';
import { DiscussionFormSchema, emptyDiscussionDraft } from './post-forms';

/** /community/new: first line the title, the rest the content (spec §5). */
export default function NewDiscussionPage() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [create, { isLoading: submitting }] = useCreateDiscussionMutation();
  // A message stays until the next submit; typing only takes it away.
  const form = useZodForm(DiscussionFormSchema, emptyDiscussionDraft, { idPrefix: 'new-discussion', reValidateMode: 'onSubmit' });
  const [outcome, setOutcome] = useState<{ notice: string | null; crisis: boolean; families: CrisisFamily[] } | null>(null);

  const submit = form.handleSubmit(async (body) => {
    if (submitting) return;
    const result = await create({ ...body, isPremiumOnly: body.isPremiumOnly && !!user?.isPremium });
    if ('error' in result) {
      toast({ title: 'Failed to create discussion', description: 'message' in (result.error ?? {}) ? (result.error as { message: string }).message : undefined, variant: 'error' });
      return;
    }
    toast({ title: 'Discussion created', variant: 'success' });
    // Held posts and posts in crisis language stay on this page so the author reads what matters.
    if (result.data.status === 'held' || result.data.showCrisisCard) {
      setOutcome({ notice: result.data.notice, crisis: result.data.showCrisisCard, families: result.data.crisisFamilies });
      form.reset();
      return;
    }
    void navigate('/community');
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <TextLink to="/community">← Back to Community</TextLink>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mt: 2, mb: 3 }}>
        Start a discussion
      </Typography>
      {outcome?.crisis && <CrisisCard families={outcome.families} />}
      {outcome?.notice && (
        <Alert severity="info" sx={{ mb: 3 }} role="status">
          {outcome.notice}
        </Alert>
      )}
      {outcome && (
        <Button variant="outlined" onClick={() => void navigate('/community')} sx={{ mb: 3 }}>
          Back to discussions
        </Button>
      )}
      {isLoading ? (
        <Skeleton variant="rounded" height={200} />
      ) : !user ? (
        <Alert severity="info" action={<Button href={loginHref(location.pathname)}>Sign in</Button>}>
          Please sign in to participate in the community.
        </Alert>
      ) : (
        !outcome && (
          <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
            <FormTextField
              form={form}
              name="text"
              label="Your discussion"
              hint={`Put the title on the first line, then your message below it (at least ${discussionMinLength} characters).`}
              multiline
              minRows={8}
              fullWidth
              onChange={() => form.clearErrors('text')}
            />
            {user.isPremium && (
              <FormControlLabel
                sx={{ mt: 1, display: 'flex' }}
                control={
                  <Controller
                    control={form.control}
                    name="isPremiumOnly"
                    render={({ field }) => <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  />
                }
                label="Premium members only"
              />
            )}
            <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 2 }}>
              Post
            </Button>
          </Box>
        )
      )}
    </Container>
  );
}
