import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMyNoticesQuery } from '../../../api/community-api';
import { relativeTime } from '../relative-time';
import { TextLink } from '../../../components/links';
import { moderatorWords, noticeText } from '../../../components/notice-text';

/** The member's own moderation outcomes: nothing disappears without a word. Shows nothing when there are none. */
export function ModerationNotices() {
  const { data } = useMyNoticesQuery();
  if (!data || data.length === 0) return null;
  return (
    <>
      <Typography id="post-updates" component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
        Updates on your posts
      </Typography>
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="post-updates">
      {data.map((n) => (
        <li key={n.id}>
          <Typography>
            {noticeText(n)}
            {moderatorWords(n.note)}{' '}
            {n.outcome === 'delete' ? null : <TextLink to={`/community/${n.discussionId}`}>See the discussion</TextLink>}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {relativeTime(n.createdAt)}
          </Typography>
        </li>
      ))}
    </Stack>
    </>
  );
}
