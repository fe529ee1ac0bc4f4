import { z } from 'zod';
import { billingMail } from './billing/mail';
import { coachMail } from './coach/mail';
import { communityMail } from './community/mail';
import { identityMail } from './identity/mail';

/**
 * Every mail the platform sends, by template name, with the schema of the data it is
 * rendered from. Merged from the domain folders (`<domain>/mail.ts`); the renderers live in
 * `@kiin/service-kit` (`mail/templates/<domain>.ts`), exhaustive over these names.
 */
export const mailTemplates = { ...identityMail, ...communityMail, ...billingMail, ...coachMail } as const;
type MailTemplates = typeof mailTemplates;

export type MailTemplateName = keyof MailTemplates;
export type MailData = { [T in MailTemplateName]: z.infer<MailTemplates[T]> };

/** A file sent with a mail (a calendar invite, a tax invoice as text): small and text only. */
export const mailAttachmentSchema = z.object({
  filename: z.string().regex(/^[A-Za-z0-9._-]{1,80}$/, 'letters, digits, dot, dash or underscore'),
  contentType: z.string().regex(/^(text\/calendar|text\/plain)(; ?[a-z]+=[A-Za-z0-9-]+)*$/, 'text/calendar or text/plain'),
  content: z.string().max(64 * 1024),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/**
 * Who receives a queued mail: an address (`to`), or a member (`toUserId`) whose address
 * identity's worker looks up when it sends, so other services never hold members' addresses
 * and a member who has deleted their account receives nothing.
 */
type MailRecipient = { to: string; toUserId?: never } | { toUserId: string; to?: never };

/** One queued mail: who receives it, and which template renders it from what data. */
export type MailJob = {
  [T in MailTemplateName]: MailRecipient & {
    replyTo?: string;
    template: T;
    data: MailData[T];
    attachments?: MailAttachment[];
  };
}[MailTemplateName];

export const mailTemplateNames = Object.keys(mailTemplates) as MailTemplateName[];

const mailJobOptions = mailTemplateNames.map((template) =>
  z.object({
    to: z.email().optional(),
    toUserId: z.uuid().optional(),
    replyTo: z.email().optional(),
    template: z.literal(template),
    data: mailTemplates[template],
    attachments: z.array(mailAttachmentSchema).max(3).optional(),
  }),
);

/** The `email.send` job's payload: the data is checked against its template's schema. */
export const mailJobSchema = z
  .discriminatedUnion('template', mailJobOptions as [(typeof mailJobOptions)[number], ...(typeof mailJobOptions)[number][]])
  .refine((job) => (job.to === undefined) !== (job.toUserId === undefined), {
    message: 'a mail has one recipient: an address (to) or a member (toUserId)',
  }) as unknown as z.ZodType<MailJob>;
