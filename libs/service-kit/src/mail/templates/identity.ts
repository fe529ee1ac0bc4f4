import { formerMemberName, type IdentityMailName } from '@kiin/contracts';
import { html, link, paragraphs } from '../html';
import type { MailRenderers } from '../render';

const quoteStyle = 'margin:0 0 12px;padding:0 0 0 12px;border-left:3px solid #c9d6d2;color:#33413e';

/** identity-svc's mails. */
export const identityMailRenderers: MailRenderers<IdentityMailName> = {
  'contact.to-support': (d) => {
    const danger = d.crisisFamilies ?? [];
    return {
    subject: `${danger.length > 0 ? '[URGENT: may be in danger] ' : ''}[Kiin contact] ${d.subject}: message from ${d.name}`,
    text:
      (danger.length > 0 ? `URGENT: this message may tell of danger (${danger.join(', ')}). The sender was shown the crisis card. Please reply today.\n\n` : '') +
      `From: ${d.name} <${d.email}>\nSubject: ${d.subject}\nReference: ${d.messageId}\n\n${d.message}\n`,
    html: html`${danger.length > 0 ? html`<p style="margin:0 0 12px"><strong>URGENT: this message may tell of danger (${danger.join(', ')}).</strong> The sender was shown the crisis card. Please reply today.</p>` : ''}<p style="margin:0 0 12px">A message from the contact form.</p>
<p style="margin:0 0 12px"><strong>From:</strong> ${d.name} &lt;${d.email}&gt;<br>
<strong>Subject:</strong> ${d.subject}<br>
<strong>Reference:</strong> ${d.messageId}</p>
<blockquote style="margin:0">${paragraphs(d.message, quoteStyle)}</blockquote>`,
    };
  },
  // Mail to an address someone typed carries nothing they chose: a name or a message would let
  // a stranger write what Kiin sends ('Hi Your account is suspended, verify at ...').
  'contact.acknowledgement': (d) => ({
    subject: 'We have your message - Kiin',
    text:
      `Hello,\n\nThank you for getting in touch with Kiin. We have received your message, sent through the contact ` +
      `form on our website with this email address, and will reply within 24 hours.\n\n` +
      (d.crisisCard ? `${d.crisisCard}\n\n` : `If you need urgent help, call 000 in an emergency, or Lifeline on 13 11 14.\n\n`) +
      `If you did not write to Kiin, someone else gave your address: you can ignore this mail.\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Thank you for getting in touch with Kiin. We have received your message, sent through the contact form on our website with this email address, and will reply within 24 hours.</p>
${d.crisisCard ? paragraphs(d.crisisCard, 'margin:0 0 12px') : html`<p style="margin:0 0 12px">If you need urgent help, call <strong>000</strong> in an emergency, or Lifeline on <strong>13 11 14</strong>.</p>`}
<p style="margin:0 0 12px">If you did not write to Kiin, someone else gave your address: you can ignore this mail.</p>
<p style="margin:0">The Kiin team</p>`,
  }),
  'account.confirm': (d) => ({
    subject: 'Finish creating your Kiin account',
    text:
      `Hello,\n\nOpen this link to confirm your email address and finish creating your Kiin account:\n\n${d.link}\n\n` +
      `The link works once, for 24 hours. If you did not ask for a Kiin account, ignore this mail: nothing happens without the link.\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Confirm your email address to finish creating your Kiin account:</p>
<p style="margin:0 0 12px">${link(d.link, 'Confirm my email address')}</p>
<p style="margin:0 0 12px">The link works once, for 24 hours. If you did not ask for a Kiin account, ignore this mail: nothing happens without the link.</p>
<p style="margin:0">The Kiin team</p>`,
  }),
  'account.exists': (d) => ({
    subject: 'Someone tried to create a Kiin account with your email',
    text:
      `Hello,\n\nSomeone tried to create a Kiin account with this email address, which already has one. ` +
      `If it was you, sign in instead:\n\n${d.signInLink}\n\nForgot your password? Choose a new one here:\n\n${d.resetLink}\n\n` +
      `If it was not you, you can ignore this mail: your account has not changed.\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">Someone tried to create a Kiin account with this email address, which already has one. If it was you, ${link(d.signInLink, 'sign in instead')}.</p>
<p style="margin:0 0 12px">Forgot your password? ${link(d.resetLink, 'Choose a new one')}.</p>
<p style="margin:0">If it was not you, you can ignore this mail: your account has not changed.</p>`,
  }),
  'account.reset': (d) => ({
    subject: 'Choose a new Kiin password',
    text:
      `Hello,\n\nOpen this link to choose a new password for your Kiin account:\n\n${d.link}\n\n` +
      `The link works once, for 30 minutes. Choosing a new password signs you out everywhere else. ` +
      `If you did not ask for this, ignore this mail: your password has not changed.\n\nThe Kiin team\n`,
    html: html`<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">${link(d.link, 'Choose a new password')} for your Kiin account.</p>
<p style="margin:0 0 12px">The link works once, for 30 minutes. Choosing a new password signs you out everywhere else.</p>
<p style="margin:0">If you did not ask for this, ignore this mail: your password has not changed.</p>`,
  }),
  'account.deleted': (d) => {
    const posts = d.keptPosts
      ? `Your community posts stay, shown as from “${formerMemberName}”, with nothing that names you.`
      : 'Your community posts were removed with it.';
    return {
      subject: 'Your Kiin account is deleted',
      text:
        `Hello,\n\nAs you asked, your Kiin account was deleted on ${d.deletedOn}: your profile, saved conditions, progress, ` +
        `points and badges, coach conversations and bookings. ${posts} Any membership was cancelled and will not be charged again. ` +
        `Tax invoices are kept for as long as the law requires, without your account.\n\n` +
        `This is the last mail we send to this address. You are welcome back at any time:\n${d.siteLink}\n\nThe Kiin team\n`,
      html: html`<p style="margin:0 0 12px">Hello,</p>
<p style="margin:0 0 12px">As you asked, your Kiin account was deleted on ${d.deletedOn}: your profile, saved conditions, progress, points and badges, coach conversations and bookings. ${posts} Any membership was cancelled and will not be charged again. Tax invoices are kept for as long as the law requires, without your account.</p>
<p style="margin:0">This is the last mail we send to this address. ${link(d.siteLink, 'You are welcome back at any time')}.</p>`,
    };
  },
};
