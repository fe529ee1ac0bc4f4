import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import VideoCallIcon from '@mui/icons-material/VideoCallOutlined';
import { usePlansQuery } from '../../api/api';
import { CardGrid, FeatureCard } from '../../components/FeatureCard';
import { ButtonLink, TextLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { findPlan } from '../../components/plans';
import { QueryError } from '../../components/QueryError';
import { Section } from '../../components/Section';

const features = [
  { title: 'Monthly expert clinics', icon: <VideoCallIcon />, text: 'Staff who care for someone join monthly expert-led kliinics with live Q&A.' },
  { title: 'Carer certification', icon: <VerifiedIcon />, text: 'Structured learning that recognises the skills your carers build.' },
  { title: 'Companion app', icon: <PhoneIphoneIcon />, text: 'Resources, reminders and support in their pocket, wherever they are.' },
  { title: 'Community support', icon: <PeopleIcon />, text: 'A moderated community of patients and carers who understand.' },
];

function PricingCard() {
  const { data, isLoading, error, refetch } = usePlansQuery();
  const plan = findPlan(data, 'corporate-monthly');
  return (
    <Card sx={{ maxWidth: 440, borderWidth: 2, borderColor: 'primary.main' }}>
      <CardContent sx={{ p: 3 }}>
        <Typography component="h3" variant="h3">
          {plan?.name ?? 'Corporate membership'}
        </Typography>
        {isLoading ? (
          <Box role="status" aria-busy="true" aria-label="Loading the price">
            <Skeleton width={200} height={56} />
          </Box>
        ) : error ? (
          <QueryError what="the corporate price" error={error} onRetry={() => void refetch()} />
        ) : plan ? (
          <Typography component="p" sx={{ fontSize: '2.2rem', fontWeight: 800, my: 1 }}>
            {plan.priceLabel}
          </Typography>
        ) : (
          <Typography sx={{ my: 1 }}>Contact us for pricing.</Typography>
        )}
        <Typography color="text.secondary">
          {plan?.description ?? 'Kiin for every carer in your organisation.'}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        {/* An organisation's enquiry, not a personal account: the contact form, about a partnership. */}
        <ButtonLink to="/contact?subject=partnership" variant="contained" fullWidth>
          Get Started
        </ButtonLink>
      </CardActions>
    </Card>
  );
}

export default function CorporatePage() {
  return (
    <>
      <PageHero
        eyebrow="Kiin for organisations"
        title="Support the carers and patients in your workforce"
        lead="Our mission is to help patients and carers navigate the healthcare system and advocate for themselves. Bring that support to your people."
      />
      <Section title="What your people get">
        <CardGrid columns={4}>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard title={feature.title} icon={feature.icon}>
                {feature.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title="Pricing" tinted>
        <PricingCard />
      </Section>
      <Section title="Talk to us">
        <Stack spacing={2}>
          <Typography>
            Want to tailor Kiin for your organisation? <TextLink to="/about#contact">Contact our team</TextLink>.
          </Typography>
          <Typography>
            New to Kiin? <TextLink to="/">Explore Kiin</TextLink> to see what patients and carers find here.
          </Typography>
        </Stack>
      </Section>
    </>
  );
}
