import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { MatchedService } from '@kiin/contracts';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { telHref } from '../../../components/phone-numbers';

/**
 * One service found: why it fits, who it is for and when it answers, and a call or a visit
 * away; `action` (a member's Save toggle) under its name.
 */
export function MatchCard({ service, action }: { service: MatchedService; action?: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
        <Typography component="h3" variant="h4">
          {service.name}
        </Typography>
        {action}
        <Typography sx={{ color: 'primary.main', fontWeight: 650 }}>{service.why}</Typography>
        {service.eligibility && (
          <Typography variant="body2" color="text.secondary">
            <strong>Who it is for:</strong> {service.eligibility}
          </Typography>
        )}
        {service.hours && (
          <Typography variant="body2" color="text.secondary">
            <strong>Hours:</strong> {service.hours}
          </Typography>
        )}
        <Stack spacing={1} sx={{ mt: 'auto', pt: 1 }}>
          {service.phone && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PhoneIcon fontSize="small" aria-hidden="true" />
              <Link href={telHref(service.phone)} sx={{ fontWeight: 650, py: 0.5 }}>
                <VisuallyHidden>Call {service.name} on </VisuallyHidden>
                {service.phone}
              </Link>
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LanguageIcon fontSize="small" aria-hidden="true" />
            <Link href={service.website} target="_blank" rel="noopener noreferrer" sx={{ py: 0.5 }}>
              Visit website
              <VisuallyHidden> of {service.name} (opens in a new tab)</VisuallyHidden>
            </Link>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
