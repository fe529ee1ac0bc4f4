import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { type WatchedPhraseAction, watchedPhraseActions, WatchedPhraseBodySchema } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { QueryError } from '../../../components/QueryError';
import { FormTextField } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { useToast } from '../../../toast/toast-context';
import { useAddPhraseMutation, useRemovePhraseMutation, useWatchedPhrasesQuery } from '../../../api/community-api';

/** What each action does to a post that uses the phrase. */
export const phraseActionLabel: Record<WatchedPhraseAction, string> = {
  block: 'Block: the post is refused, with a general reason',
  hold: 'Hold: the post waits for a moderator',
  flag: 'Flag: published, and added to the queue',
};

/** The watched phrases moderators edit: spam, selling medication, risky claims. */
export function WatchedPhrases() {
  const { data, isLoading, error, refetch } = useWatchedPhrasesQuery();
  const [add, adding] = useAddPhraseMutation();
  const [remove, removing] = useRemovePhraseMutation();
  const { toast } = useToast();
  const form = useZodForm(WatchedPhraseBodySchema, { phrase: '', action: 'hold' }, { idPrefix: 'watched-phrase' });
  const phrase = form.watch('phrase');

  const onAdd = form.handleSubmit(async (body) => {
    const result = await add(body);
    if ('error' in result) {
      toast({ title: 'Could not add the phrase', description: toApiError(result.error)?.message, variant: 'error' });
      return;
    }
    form.resetField('phrase');
    toast({ title: 'Phrase added', description: `“${result.data.phrase}” is now watched.`, variant: 'success' });
  });
  const onRemove = async (id: string, text: string) => {
    const result = await remove(id);
    if ('error' in result) toast({ title: 'Could not remove the phrase', description: toApiError(result.error)?.message, variant: 'error' });
    else toast({ title: 'Phrase removed', description: `“${text}” is no longer watched.`, variant: 'success' });
  };

  if (isLoading) return <Skeleton variant="rounded" height={160} role="progressbar" aria-busy="true" aria-label="Loading the watched phrases" />;
  if (error) return <QueryError what="the watched phrases" error={toApiError(error)} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Posts are checked for these phrases as they are written (whole words, any capitals). A post that also uses crisis language is never
        refused: it is held for you, first in the queue.
      </Typography>
      <Paper component="form" variant="outlined" onSubmit={(e) => void onAdd(e)} sx={{ p: 2 }} aria-label="Add a watched phrase">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormTextField form={form} name="phrase" label="Phrase" size="small" required sx={{ flex: 1 }} />
          <FormTextField form={form} name="action" select label="Action" size="small" sx={{ minWidth: 220 }}>
            {watchedPhraseActions.map((a) => (
              <MenuItem key={a} value={a}>
                {phraseActionLabel[a]}
              </MenuItem>
            ))}
          </FormTextField>
          <Button type="submit" variant="contained" disabled={adding.isLoading || phrase.trim().length === 0}>
            Add phrase
          </Button>
        </Stack>
      </Paper>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Watched phrases">
        {(data ?? []).map((p) => (
          <Paper component="li" variant="outlined" key={p.id} sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              <strong>{p.phrase}</strong>
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · {phraseActionLabel[p.action]}
              </Typography>
            </Typography>
            <IconButton aria-label={`Remove ${p.phrase}`} disabled={removing.isLoading} onClick={() => void onRemove(p.id, p.phrase)}>
              <DeleteOutlineIcon />
            </IconButton>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
