import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { SavedService } from '@kiin/contracts';
import { toApiError } from '../../../api/base-query';
import { useSavedServicesQuery, useUnsaveServiceMutation } from '../../../api/saved-services-api';
import { cardGridSx } from '../../../components/card-grid';
import { TextLink } from '../../../components/links';
import { telHref } from '../../../components/phone-numbers';
import { QueryError } from '../../../components/QueryError';
import { VisuallyHidden, visuallyHiddenStyle } from '../../../components/VisuallyHidden';
import { useToast } from '../../../toast/toast-context';

/** The height of one saved service's card, kept for each while the list loads (two at most), so nothing below moves. */
const cardHeight = 176;

function SavedServiceCard({ service, onRemove, removing }: { service: SavedService; onRemove: () => void; removing: boolean }) {
  return (
    <Card sx={{ p: 2, height: '100%', minHeight: cardHeight, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography component="h3" variant="h4" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {service.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {service.why}
      </Typography>
      {service.hours && (
        <Typography variant="body2" color="text.secondary">
          <strong>Hours:</strong> {service.hours}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, mt: 'auto', pt: 0.5 }}>
        {service.phone && (
          <Link href={telHref(service.phone)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 650, py: 0.5 }}>
            <PhoneIcon fontSize="small" aria-hidden="true" />
            <VisuallyHidden>Call {service.name} on </VisuallyHidden>
            {service.phone}
          </Link>
        )}
        <Link href={service.website} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5 }}>
          <LanguageIcon fontSize="small" aria-hidden="true" />
          Website
          <VisuallyHidden> of {service.name} (opens in a new tab)</VisuallyHidden>
        </Link>
        <Button size="small" color="inherit" onClick={onRemove} disabled={removing} sx={{ ml: 'auto', minHeight: 36 }}>
          Remove
          <VisuallyHidden> {service.name}</VisuallyHidden>
        </Button>
      </Box>
    </Card>
  );
}

/**
 * "Your saved services": what the member saved on /engage, each a tap away from a call or its
 * website, with a Remove button; an empty list points to /engage. Signed-in members only.
 */
export function SavedServices() {
  const { data, error, isLoading, refetch } = useSavedServicesQuery();
  const [unsave, { isLoading: removing }] = useUnsaveServiceMutation();
  const [said, setSaid] = useState('');
  const { toast } = useToast();

  const remove = async (service: SavedService) => {
    const result = await unsave(service.id);
    if (result.error) {
      const failure = toApiError(result.error as Parameters<typeof toApiError>[0]);
      toast({ title: 'Could not remove the service', description: failure?.body || failure?.message, variant: 'error' });
      return;
    }
    setSaid(`${service.name} removed from your saved services.`);
  };

  const body = () => {
    if (isLoading) {
      return (
        <Box sx={cardGridSx} aria-busy="true" aria-label="Loading your saved services">
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={cardHeight} />
          ))}
        </Box>
      );
    }
    if (error || !data) return <QueryError what="your saved services" error={toApiError(error as Parameters<typeof toApiError>[0])} onRetry={() => void refetch()} />;
    if (data.length === 0) {
      return (
        <Typography color="text.secondary" data-testid="saved-services-empty">
          You have not saved any services yet. <TextLink to="/engage">Find services near you</TextLink> and choose Save on the ones you want to keep here.
        </Typography>
      );
    }
    return (
      <Box component="ul" aria-label="Saved services" sx={cardGridSx}>
        {data.map((service) => (
          <li key={service.id}>
            <SavedServiceCard service={service} removing={removing} onRemove={() => void remove(service)} />
          </li>
        ))}
      </Box>
    );
  };

  return (
    <Box component="section" aria-labelledby="saved-services" sx={{ mb: 5 }}>
      <Typography id="saved-services" variant="h2" sx={{ mb: 2 }}>
        Your saved services
      </Typography>
      {body()}
      {data && data.length > 0 && (
        <TextLink to="/engage" sx={{ display: 'inline-block', mt: 2 }}>
          Find more services
        </TextLink>
      )}
      <span role="status" style={visuallyHiddenStyle}>
        {said}
      </span>
    </Box>
  );
}
