import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import type { SupportService } from '@kiin/contracts';
import { formatDate } from '../../../components/dates';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { telHref } from '../../../components/phone-numbers';

interface ServiceCardProps {
  service: SupportService;
  headingLevel: 'h3' | 'h4';
}

export function ServiceCard({ service, headingLevel }: ServiceCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 2.5, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Typography component={headingLevel} variant="h4">
          {service.name}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'primary.main', fontWeight: 650, mb: 1 }}>
          {service.shortLabel}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, flex: 1 }}>
          {service.description}
        </Typography>
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LanguageIcon fontSize="small" aria-hidden="true" />
            <Link href={service.website} target="_blank" rel="noopener noreferrer">
              Visit website
              <VisuallyHidden>
                {' '}
                of {service.name} (opens in a new tab)
              </VisuallyHidden>
            </Link>
          </Box>
          {service.phone && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PhoneIcon fontSize="small" aria-hidden="true" />
              <Link href={telHref(service.phone)}>
                <VisuallyHidden>Call {service.name} on </VisuallyHidden>
                {service.phone}
              </Link>
            </Box>
          )}
          {service.email && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <EmailIcon fontSize="small" aria-hidden="true" />
              <Link href={`mailto:${service.email}`} sx={{ wordBreak: 'break-all' }}>
                {service.email}
              </Link>
            </Box>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Last checked {formatDate(service.lastChecked)}
        </Typography>
      </CardContent>
    </Card>
  );
}
