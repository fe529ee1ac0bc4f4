import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { JoinKiinButton } from '../../components/JoinKiinButton';
import { BenefitList, type Benefit } from '../../components/BenefitList';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { PlanCards } from '../../components/PlanCards';

const benefits: Benefit[] = [
  { title: 'kliinics', tier: 'PAID', text: 'Monthly 90-minute expert-led virtual sessions with live Q&A, a recording and take-home resources.' },
  { title: 'Content library', tier: 'FREE', text: 'Curated articles, books, videos, podcasts, courses and websites.' },
  { title: 'Community forum', tier: 'FREE', text: 'Ask questions and share experience with other patients and carers.' },
  { title: 'Carer support services', tier: 'FREE', text: 'A directory of national, state and territory, and specialised services.' },
  { title: 'Dashboard and progress', tier: 'FREE', text: 'Track what you have learned, earn points and badges, and save your conditions.' },
  { title: 'Village', tier: 'FREE', text: 'Local meet-ups, community connects and a notice board. Coming soon.' },
];

export default function JoinPage() {
  // Members already have the free account: they are shown what they have instead of the offer.
  const { user } = useCurrentUser();
  return (
    <>
      <PageHero
        eyebrow="Membership"
        title="Join Kiin"
        lead={
          user?.isPremium
            ? 'You have the Monthly Membership: every kliinic, the premium library and the Care Coach are yours.'
            : user
              ? 'You have a free Kiin account. Pay only for the kliinics you want: one at a time, or every one with the Monthly Membership.'
              : 'A Kiin account is free. Pay only for the kliinics you want: one at a time, or every one with the Monthly Membership.'
        }
        actions={
          user ? (
            <JoinKiinButton variant="contained" size="large" />
          ) : (
            <>
              <Button component={RouterLink} to="/sign-in?mode=sign-up" variant="contained" size="large">
                Create a free account
              </Button>
              <Typography color="text.secondary">A free Kiin account: the library, the community and your dashboard.</Typography>
            </>
          )
        }
      />
      <Section title="What members get">
        <BenefitList benefits={benefits} />
      </Section>
      <Section title="Choose how to attend kliinics" tinted>
        <PlanCards />
      </Section>
      <Section title="Why are kliinics charged for?">
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
          <Typography>
            kliinics bring you live time with experts: our host and a guest specialist prepare for each session,
            answer your questions and put together the recording, resources and notes afterwards.
          </Typography>
          <Typography>
            Charging for kliinics pays those experts fairly and keeps everything else on Kiin free for every
            patient and carer.
          </Typography>
        </Stack>
      </Section>
    </>
  );
}
