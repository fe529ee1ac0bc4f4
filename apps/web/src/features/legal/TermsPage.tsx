import Typography from '@mui/material/Typography';
import { TextLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { Bullets, Prose } from './Prose';
import { policyDate } from './policy-date';

export default function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Use"
        lead={`The rules for using Kiin, in plain English. These terms take effect on ${policyDate}.`}
      />

      <Section title="Kiin is not medical advice">
        <Prose>
          <Typography>
            Kiin offers health education and help navigating the healthcare system. It is not medical advice and Kiin
            is not your clinician. Always talk to your doctor or another health professional about your own care.
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>In an emergency, call 000.</Typography>
        </Prose>
      </Section>

      <Section title="Community rules" tinted>
        <Prose>
          <Typography>The community works because members look after each other. When you post:</Typography>
          <Bullets
            items={[
              'Be kind and respectful.',
              'No selling or advertising.',
              'No medical claims, such as promising a cure or telling others to stop a treatment.',
            ]}
          />
          <Typography>Moderators may hide or remove posts that break these rules.</Typography>
        </Prose>
      </Section>

      <Section title="Membership and payments">
        <Prose>
          <Bullets
            items={[
              'A single kliinic costs $29.',
              'Monthly membership costs $24 a month and includes premium features and every kliinic.',
              'Prices are in Australian dollars and include GST.',
              'You can cancel your membership at any time. Premium stays until the end of the period you have paid for.',
              'You can cancel a kliinic ticket for a refund up to 24 hours before the session starts.',
            ]}
          />
        </Prose>
      </Section>

      <Section title="The care coach" tinted>
        <Prose>
          <Typography>
            The care coach, part of premium membership, helps you prepare questions and find your way around the
            healthcare system. It can be wrong, it does not know your full medical history and it cannot diagnose,
            prescribe or replace your care team. Check anything important with a health professional. How we handle
            what you tell the coach is explained in our <TextLink to="/privacy">Privacy Policy</TextLink>.
          </Typography>
        </Prose>
      </Section>

      <Section title="Your account">
        <Prose>
          <Bullets
            items={[
              'One person per account: do not share your account.',
              'Keep your password safe and tell us if you think someone else has used your account.',
            ]}
          />
        </Prose>
      </Section>

      <Section title="Changes to these terms" tinted>
        <Prose>
          <Typography>
            We may update these terms as Kiin changes. We will post the new version on this page with its date, and if
            a change matters to you we will let you know before it takes effect.
          </Typography>
        </Prose>
      </Section>

      <Section title="Contact">
        <Prose>
          <Typography>
            Questions about these terms? Ask us through our <TextLink to="/contact">contact page</TextLink>.
          </Typography>
        </Prose>
      </Section>
    </>
  );
}
