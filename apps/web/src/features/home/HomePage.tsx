import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import LocalHospitalIcon from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesIcon from '@mui/icons-material/MedicalServicesOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswerOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
import TravelExploreIcon from '@mui/icons-material/TravelExploreOutlined';
import VideoCallIcon from '@mui/icons-material/VideoCallOutlined';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CardGrid, FeatureCard } from '../../components/FeatureCard';
import { JoinKiinButton } from '../../components/JoinKiinButton';
import { ButtonLink, TextLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { Section, tintedBackground } from '../../components/Section';
import { tileSx } from '../../components/card-grid';
import { useToast } from '../../toast/toast-context';

const groups = [
  { title: 'Carers', icon: <FavoriteIcon />, text: 'Practical know-how and support for the people who care for someone they love.' },
  { title: 'Patients', icon: <PersonIcon />, text: 'Understand your condition, your options and your rights, so you can speak up for yourself.' },
  { title: 'Health workers', icon: <MedicalServicesIcon />, text: 'Better-informed patients and carers make for clearer conversations and shared decisions.' },
  { title: 'Health system', icon: <LocalHospitalIcon />, text: 'People who know how the system works use it well, at the right time and in the right place.' },
];

const features = [
  { title: 'kliinics', to: '/kliinics', icon: <VideoCallIcon />, text: 'Monthly expert-led virtual sessions of 90 minutes with live Q&A, a recording and take-home resources.' },
  { title: 'Educational resources', to: '/resources?tab=educational', icon: <MenuBookIcon />, text: 'A free library of curated articles, books, videos, podcasts, courses and websites.' },
  { title: 'Village', to: '/village', icon: <GroupsIcon />, text: 'Local meet-ups, community connects and a notice board. Coming soon.' },
  { title: 'Carer support services', to: '/resources', icon: <SupportAgentIcon />, text: 'National, state and territory, and specialised services in one directory.' },
];

/** The member area's parts; one already open to everyone leads there (`to`). */
const memberArea: { title: string; icon: ReactNode; text: string; to?: string }[] = [
  { title: 'Dashboard', icon: <DashboardIcon />, text: 'Your progress at a glance' },
  { title: 'kliinics', icon: <EventAvailableIcon />, text: 'Book & attend sessions' },
  { title: 'Learn', icon: <SchoolIcon />, text: 'Curated health education' },
  { title: 'Connect', icon: <ForumIcon />, text: 'Join the community' },
  { title: 'Engage', icon: <TravelExploreIcon />, text: 'Find services', to: '/engage' },
  { title: 'kiinbox', icon: <QuestionAnswerIcon />, text: 'Ask Qs, Get As', to: '/kiinbox' },
];

/**
 * Where the account was left, told once on arrival: after "Delete my account" the profile
 * sends the former member here with `?account=deleted`, and signing out lands here with
 * `?account=signed-out`. The address is then put back to plain `/`.
 */
const accountNotices = {
  deleted: {
    title: 'Your account has been deleted',
    description: 'Everything Kiin held about you has been erased, except what the law requires us to keep.',
  },
  'signed-out': { title: 'You have signed out', description: 'Your session on this device has ended. Sign in again at any time.' },
} as const;

function AccountNotice() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const which = new URLSearchParams(search).get('account');
  const notice = which === 'deleted' || which === 'signed-out' ? accountNotices[which] : null;
  useEffect(() => {
    if (!notice) return;
    toast(notice);
    void navigate('/', { replace: true });
  }, [notice, navigate, toast]);
  return null;
}

export default function HomePage() {
  return (
    <>
      <AccountNotice />
      <PageHero
        eyebrow="The virtual health club"
        title="Health know-how for patients and carers, all in one calm place"
        lead="Kiin helps carers and patients navigate the healthcare system and advocate for themselves, with expert-led kliinics, a free content library and a directory of carer support services."
        actions={
          <>
            <JoinKiinButton variant="contained" size="large" />
            <ButtonLink to="/resources" variant="outlined" size="large">
              Explore resources
            </ButtonLink>
          </>
        }
      />

      <Section
        title="Our mission"
        intro="Healthcare is hard to navigate, especially when you are tired or worried. Kiin exists to help four groups."
      >
        <CardGrid columns={4}>
          {groups.map((group) => (
            <li key={group.title}>
              <FeatureCard title={group.title} icon={group.icon}>
                {group.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title="What Kiin offers" tinted>
        <CardGrid columns={4}>
          {features.map((feature) => (
            <li key={feature.title}>
              <FeatureCard title={feature.title} icon={feature.icon} to={feature.to}>
                {feature.text}
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section
        title="Inside the member area"
        intro="A Kiin account is free. Once you have one, everything you need is a tap away."
      >
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {memberArea.map((item) => (
            <Box
              component="li"
              key={item.title}
              sx={item.to ? { ...tileSx, position: 'relative' } : tileSx}
            >
              <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1 }}>
                {item.icon}
              </Box>
              <Typography component="h3" variant="h4">
                {item.to ? (
                  // The link covers the whole tile, so the tile is one tap target.
                  <TextLink to={item.to} sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 } }}>
                    {item.title}
                  </TextLink>
                ) : (
                  item.title
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Box component="section" aria-labelledby="home-join" sx={{ py: { xs: 6, md: 8 }, bgcolor: tintedBackground }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="home-join" variant="h2" sx={{ mb: 1.5 }}>
            Ready to feel more in control?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Join a community of patients and carers learning together.
          </Typography>
          <JoinKiinButton label="Join Kiin today" variant="contained" size="large" />
        </Container>
      </Box>
    </>
  );
}
