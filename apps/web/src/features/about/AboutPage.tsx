import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardGrid, FeatureCard } from '../../components/FeatureCard';
import { JoinKiinButton } from '../../components/JoinKiinButton';
import { ButtonLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';

const values = [
  { title: 'Kindness', text: 'We meet people where they are, with patience and without judgement.' },
  { title: 'Impact', text: 'We measure ourselves by the difference we make to real lives and real appointments.' },
  { title: 'Intelligence', text: 'We share clear, evidence-informed knowledge, reviewed by people who know the field.' },
  { title: 'Nobility', text: 'We honour the quiet, often unseen work of caring, and treat it with the respect it deserves.' },
];

const team = [
  {
    title: 'Founder and host',
    text: 'A health journalist who has spent a career explaining medicine to the public, and who leads every kliinic.',
  },
  {
    title: 'Guest specialists',
    text: 'Each kliinic welcomes a guest expert, from clinicians to navigators, to answer your questions live.',
  },
  {
    title: 'Content and care team',
    text: 'Curates and checks every resource in the library so you can trust what you read, watch and hear.',
  },
];

const stats = [
  { figure: '50+', label: 'years combined experience' },
  { figure: '100+', label: 'hours of content' },
  { figure: '3 million+', label: 'carers' },
];

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Kiin"
        title="A virtual health club built for patients and carers"
        lead="We help carers and patients navigate the healthcare system and advocate for themselves."
      />

      <Section title="Our story">
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
          <Typography>
            Kiin began with a simple observation: the people doing the hardest work in healthcare, the carers and
            patients living with illness every day, are often the last to be given clear information.
          </Typography>
          <Typography>
            Our founder, a health journalist, saw families lose hours to confusing systems and rushed appointments.
            Kiin brings expert knowledge, practical tools and a caring community together, online and Australia-wide.
          </Typography>
        </Stack>
      </Section>

      <Section title="Our mission" tinted>
        <Typography sx={{ maxWidth: 760, fontSize: '1.1rem' }}>
          To give every patient and carer the knowledge and confidence to get the best from the healthcare system,
          and to help health workers and the health system work better with them.
        </Typography>
      </Section>

      <Section title="Our values">
        <CardGrid columns={4}>
          {values.map((value) => (
            <li key={value.title}>
              <FeatureCard title={value.title}>{value.text}</FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section id="team" title="Our team" tinted>
        <CardGrid columns={3}>
          {team.map((member) => (
            <li key={member.title}>
              <FeatureCard title={member.title}>{member.text}</FeatureCard>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title="Why Trust Kiin">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {stats.map((stat) => (
            <Box key={stat.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 3, display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '2.2rem', fontWeight: 800, color: 'primary.main' }}>
                {stat.figure}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="contact" title="Get in touch" tinted>
        <Typography sx={{ mb: 3, maxWidth: 680 }}>
          Questions, ideas or partnership enquiries: email{' '}
          <Link href="mailto:hello@kiin.com.au">hello@kiin.com.au</Link> or use our contact form. We reply within 24
          hours.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ButtonLink to="/contact" variant="outlined">
            Contact us
          </ButtonLink>
          <JoinKiinButton variant="contained" />
        </Stack>
      </Section>
    </>
  );
}
