import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../components/links';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { Bullets, Part, Prose } from './Prose';
import { policyDate } from './policy-date';

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`How Kiin handles your personal information, in plain English. This policy takes effect on ${policyDate}.`}
      />

      <Section title="About this policy">
        <Prose>
          <Typography>
            Kiin follows the Australian Privacy Principles (APPs) in the Privacy Act 1988. Some of what you share with
            us, such as the health conditions you follow and what you tell the care coach, is health information, which
            the law treats as sensitive. We only collect it with your consent and only use it to run the service for
            you.
          </Typography>
          <Typography>Date of this policy: {policyDate}.</Typography>
        </Prose>
      </Section>

      <Section title="What we collect and why" tinted>
        <Prose>
          <Part title="Your account">
            <Typography>
              Your name, email address and user type (for example patient, carer or health worker), so you can sign in
              and we can address you. Your password is never stored: we keep only an argon2id hash of it. When you sign
              in we keep a session for 14 days, so you do not have to sign in on every visit.
            </Typography>
          </Part>
          <Part title="Your library activity and saved conditions">
            <Typography>
              What you read, watch and listen to in the library and the health conditions you choose to follow. This is
              health information. We use it to build your dashboard and to recommend content that suits you.
            </Typography>
          </Part>
          <Part title="The community">
            <Typography>
              What you post and the posts you flag. Posts are visible to other Kiin members. Authors of comments are
              shown as &ldquo;Anonymous User&rdquo;. Our moderators review posts that members flag.
            </Typography>
          </Part>
          <Part title="The care coach">
            <Typography>
              The care coach is part of premium membership. What you tell it is health information. We keep your
              conversation for 90 days. You can clear it at any time, or withdraw your consent, which deletes it at
              once.
            </Typography>
            <Typography>
              When a language model is configured, your messages are sent to that provider, which is outside Australia
              (in the United States), after we remove phone numbers, email addresses, Medicare numbers and other
              identifying numbers. When no language model is configured, nothing you tell the coach leaves Kiin.
            </Typography>
          </Part>
          <Part title="Payments">
            <Typography>
              Stripe processes card payments. Kiin never sees or stores your card number. We keep tax invoices for 5
              years, as Australian tax law requires.
            </Typography>
          </Part>
          <Part title="Mail">
            <Typography>
              We email you to confirm your account, to send password reset links and to acknowledge messages and
              requests. Confirmation links expire after 24 hours and password reset links after 30 minutes. Mail is
              sent through our mail provider.
            </Typography>
          </Part>
          <Part title="Contact form and waitlist">
            <Typography>
              When you write to us or join the waitlist, we keep your name, email address and message so we can reply or
              let you know when a place opens.
            </Typography>
          </Part>
        </Prose>
      </Section>

      <Section title="Who processes it and where">
        <Prose>
          <Typography>A few service providers handle personal information for us, only to provide the service:</Typography>
          <Bullets
            items={[
              'Our mail provider, which sends the emails described above.',
              'Stripe, which processes card payments.',
              'The language model provider, only when one is configured for the care coach. It is in the United States and receives coach messages with identifying numbers removed.',
            ]}
          />
        </Prose>
      </Section>

      <Section title="How long we keep it" tinted>
        <Prose>
          <Bullets
            items={[
              'Sessions: 14 days from sign-in.',
              'Care coach conversations: 90 days, or until you clear them or withdraw consent.',
              'Tax invoices: 5 years, as tax law requires (after you delete your account, without your name, email or account).',
              'Everything else: for as long as you keep your account.',
            ]}
          />
        </Prose>
      </Section>

      <Section title="Your rights">
        <Prose>
          <Typography>
            You can see the personal information we hold about you and ask us to correct it (APPs 12 and 13). On your{' '}
            <TextLink to="/profile">profile</TextLink>, under Your data, you can download one file with everything every
            part of Kiin keeps about you, and delete your account. Deleting removes your account, conditions, progress,
            points and badges, coach conversations, bookings and payment details from every part of Kiin, deletes your
            customer record at Stripe and ends your sessions at once. You choose whether your forum posts stay, shown as
            from a former member, or go. Tax invoices stay for 5 years without your name, email or account. For anything
            else, ask us through our <TextLink to="/contact">contact page</TextLink> and we will respond.
          </Typography>
          <Typography>
            If you are unhappy with how we handled your information, please tell us first. You can also complain to the
            Office of the Australian Information Commissioner (OAIC) at{' '}
            <Link href="https://www.oaic.gov.au" target="_blank" rel="noopener noreferrer">
              oaic.gov.au
            </Link>
            .
          </Typography>
        </Prose>
      </Section>

      <Section title="Security" tinted>
        <Prose>
          <Bullets
            items={[
              'Every connection to Kiin is encrypted.',
              'Your session is kept in an httpOnly cookie, which scripts in the page cannot read.',
              'We keep health information out of our logs.',
            ]}
          />
        </Prose>
      </Section>

      <Section title="What we never do">
        <Prose>
          <Typography>
            Kiin never sells your personal information and shows no advertising. Questions about this policy? Ask us
            through our <TextLink to="/contact">contact page</TextLink>.
          </Typography>
        </Prose>
      </Section>
    </>
  );
}
