import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { usePlansQuery } from '../../api/api';
import { CardGrid, FeatureCard } from '../../components/FeatureCard';
import { JoinKiinButton, memberActions } from '../../components/JoinKiinButton';
import { PageHero } from '../../components/PageHero';
import { findPlan } from '../../components/plans';
import { Section, tintedBackground } from '../../components/Section';
import { SessionList } from './SessionList';

const steps = [
  { title: 'Register', text: 'Join Kiin for free, then book a single kliinic or take a monthly membership.' },
  { title: 'Prepare', text: 'We email you the video link and pre-session materials before the day.' },
  { title: 'Join', text: 'Log in from your phone or computer for 90 minutes of expert talk and live Q&A.' },
  { title: 'Review', text: 'Watch the recording, use the take-home resources and read the AI-powered notes we email you.' },
];

/** Prices, always from the plans catalogue. */
function PriceLine() {
  const { data: plans, isLoading } = usePlansQuery();
  const single = findPlan(plans, 'single-kliinic');
  const monthly = findPlan(plans, 'monthly-membership');
  if (isLoading) return <Skeleton width={320} />;
  if (!single || !monthly) return null;
  return (
    <Typography color="text.secondary">
      Book a single kliinic for {single.priceLabel}, or come to every kliinic with a membership at{' '}
      {monthly.priceLabel}.
    </Typography>
  );
}

export default function KliinicsPage() {
  return (
    <>
      <PageHero
        eyebrow="kliinics"
        title="Expert-led virtual sessions for patients and carers"
        lead="Every month, 90 minutes with a health journalist and a guest specialist: practical answers to the questions you actually have."
        actions={
          <JoinKiinButton member={memberActions.kliinics} variant="contained" size="large" />
        }
      />

      <Section title="Interactive sessions">
        <CardGrid columns={3}>
          <li>
            <FeatureCard title="Live Q&A" icon={<ChatIcon />}>
              Ask your questions live and hear answers from people who know the system.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard title="Recording" icon={<VideocamIcon />}>
              Missed something? Every kliinic is recorded so you can watch again at your own pace.
            </FeatureCard>
          </li>
          <li>
            <FeatureCard title="Take-home resources and notes" icon={<MailIcon />}>
              Take-home resources and AI-powered notes are emailed to you afterwards.
            </FeatureCard>
          </li>
        </CardGrid>
      </Section>

      <Section title="Real connection" tinted>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            <PeopleIcon />
          </Box>
          <Typography sx={{ maxWidth: 760, fontSize: '1.05rem' }}>
            kliinics are small, warm and human. You will meet other patients and carers facing the same questions,
            and leave knowing you are not doing this alone.
          </Typography>
        </Stack>
      </Section>

      <Section title="How it works">
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            counterReset: 'step',
          }}
        >
          {steps.map((step, index) => (
            <Box component="li" key={step.title} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 3 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  mb: 1.5,
                }}
              >
                {index + 1}
              </Box>
              <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section title="Learn from experts" tinted>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
            <HowToRegIcon />
          </Box>
          <Stack spacing={1.5} sx={{ maxWidth: 760 }}>
            <Typography sx={{ fontSize: '1.05rem' }}>
              Every kliinic is led by our founder, a health journalist who turns complex medicine into plain
              language, together with a guest specialist chosen for the topic.
            </Typography>
            <Typography color="text.secondary">
              Guest experts are announced ahead of each session.
            </Typography>
          </Stack>
        </Stack>
      </Section>

      <Section title="Upcoming sessions" intro="One kliinic a month, on a Friday at 1:00 PM Sydney time. Choose a session and book your place.">
        <Box sx={{ mb: 3 }}>
          <PriceLine />
        </Box>
        <SessionList />
      </Section>

      <Box component="section" aria-labelledby="kliinics-join" sx={{ py: { xs: 6, md: 8 }, bgcolor: tintedBackground }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1 }}>
            <RateReviewIcon />
            <DescriptionIcon />
          </Box>
          <Typography id="kliinics-join" variant="h2" sx={{ mb: 1.5 }}>
            Bring your questions to the next kliinic
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            A Kiin account is free; create one to book your place.
          </Typography>
          <JoinKiinButton member={memberActions.kliinics} variant="contained" size="large" />
        </Container>
      </Box>
    </>
  );
}
