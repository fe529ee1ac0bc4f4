import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ContentItem } from '@kiin/contracts';
import { useContentItemQuery } from '../../api/api';
import { toApiError } from '../../api/base-query';
import { usePageTitle } from '../../app/page-title';
import { TextLink } from '../../components/links';
import { ContentActions } from './components/ContentActions';
import { ContentBody } from './components/ContentBody';
import { ContentDetailSkeleton } from './components/ContentDetailSkeleton';
import { ContentHeader } from './components/ContentHeader';
import { ContentNotFound } from './components/ContentNotFound';
import { EvidenceBox } from './components/EvidenceBox';
import { isMissingContent } from '../../components/content/content-format';
import { PremiumGate } from './components/PremiumGate';
import { KiinboxAnswers } from './components/KiinboxAnswers';
import { RelatedContent } from './components/RelatedContent';

function BackLink() {
  return (
    <TextLink
      to="/resources?tab=educational"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, mb: { xs: 2.5, md: 3 } }}
    >
      <ArrowBackIcon aria-hidden fontSize="small" />
      Back to resources
    </TextLink>
  );
}

function ContentArticle({ item }: { item: ContentItem }) {
  return (
    <Box component="article" aria-labelledby="content-title" sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <ContentHeader item={item} />
      <ContentActions item={item} />
      {item.locked ? <PremiumGate item={item} /> : <ContentBody item={item} />}
      <EvidenceBox item={item} />
    </Box>
  );
}

/** /content/{type}/{id}: one content item, its evidence, and a few more like it. */
export default function ContentDetailPage() {
  const { type, id = '' } = useParams();
  const navigate = useNavigate();
  // currentData belongs to this id only: moving to a related item never shows the last one.
  const { currentData: item, error, isFetching, refetch } = useContentItemQuery(id);
  const failure = item ? undefined : toApiError(error);
  const missing = isMissingContent(failure?.status);

  usePageTitle(item?.title ?? (failure ? 'Content Not Found' : undefined));

  // The item's own type wins, so every item has one address.
  useEffect(() => {
    if (item && item.id === id && item.type !== type) void navigate(`/content/${item.type}/${item.id}`, { replace: true });
  }, [item, id, type, navigate]);

  if (failure) {
    return missing ? <ContentNotFound /> : <ContentNotFound failure={failure} onRetry={() => void refetch()} retrying={isFetching} />;
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink />
      {item ? (
        <>
          <ContentArticle item={item} />
          <RelatedContent item={item} />
          <KiinboxAnswers itemId={item.id} />
        </>
      ) : (
        <ContentDetailSkeleton />
      )}
    </Container>
  );
}
