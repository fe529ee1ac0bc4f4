import { type MailData, type MailJob, type MailTemplateName, mailTemplates } from '@kiin/contracts';
import type { SafeHtml } from './html';
import { mailLayout, textFooter } from './layout';
import { billingMailRenderers } from './templates/billing';
import { coachMailRenderers } from './templates/coach';
import { communityMailRenderers } from './templates/community';
import { identityMailRenderers } from './templates/identity';

/** What a template returns: a subject, the text part, and the HTML body built with `html`. */
export interface MailParts {
  subject: string;
  text: string;
  html: SafeHtml;
}

/**
 * Who a mail is for, as far as the template may know: the member's first name when the mail
 * is addressed to a member's account (by id), never for an address someone typed (a sign-up,
 * the contact form), where the name would be whatever the sender chose.
 */
export interface MailRecipient {
  firstName: string | null;
}

export const anyone: MailRecipient = { firstName: null };

/** The renderers of some templates, each typed by its data schema in `@kiin/contracts`. */
export type MailRenderers<N extends MailTemplateName> = { [T in N]: (data: MailData[T], to: MailRecipient) => MailParts };

/** Every template's renderer: a template in the contracts without one here does not compile. */
const mailRenderers: MailRenderers<MailTemplateName> = {
  ...identityMailRenderers,
  ...communityMailRenderers,
  ...billingMailRenderers,
  ...coachMailRenderers,
};

/** A mail ready for SMTP: both parts. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters, bounded: a subject never carries a header break. */
const oneLine = (value: string): string =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** Checks the data against the template's schema, renders both parts and frames them. */
export function renderMail<T extends MailTemplateName>(template: T, data: MailData[T], to: MailRecipient = anyone): RenderedMail {
  const schema = mailTemplates[template];
  if (!schema) throw new TypeError(`unknown mail template ${String(template)}`);
  const parsed = schema.parse(data) as MailData[T];
  const renderer = mailRenderers[template] as (d: MailData[T], to: MailRecipient) => MailParts;
  const parts = renderer(parsed, to);
  const subject = oneLine(parts.subject);
  return {
    subject,
    text: `${parts.text.replace(/\r\n?/g, '\n').trimEnd()}\n${textFooter}`,
    html: mailLayout(subject, parts.html).toString(),
  };
}

/** Renders a queued `email.send` job for its recipient. */
export const renderMailJob = (job: MailJob, to: MailRecipient = anyone): RenderedMail => renderMail(job.template, job.data as never, to);
