import { ContactBodySchema, contactSubjects } from '@kiin/contracts';
import type { z } from 'zod';
import { checkedBy, emailField, filled } from '../../forms/validation';

export type ContactSubject = (typeof contactSubjects)[number];

export const subjectLabel: Record<ContactSubject, string> = {
  general: 'General enquiry',
  support: 'Technical support',
  kliinics: 'kliinics',
  membership: 'Membership',
  feedback: 'Feedback',
  partnership: 'Partnership',
  other: 'Other',
};

export const subjectOptions = contactSubjects.map((value) => ({ value, label: subjectLabel[value] }));

/** A subject named in the address (`/contact?subject=partnership`), when it is one of ours. */
export function subjectFromParam(value: string | null): ContactSubject | null {
  return contactSubjects.find((subject) => subject === value) ?? null;
}

export const contactMessages = {
  name: 'Please enter your full name.',
  subject: 'Please choose a subject.',
  message: 'Please enter your message.',
} as const;

/** Spec §5: all four fields required, a valid email, a subject from the list. */
export const ContactFormSchema = ContactBodySchema.extend({
  name: filled(contactMessages.name).pipe(ContactBodySchema.shape.name),
  email: emailField,
  subject: checkedBy(ContactBodySchema.shape.subject, contactMessages.subject),
  message: filled(contactMessages.message).pipe(ContactBodySchema.shape.message),
});

export const emptyContactDraft: z.input<typeof ContactFormSchema> = { name: '', email: '', subject: '', message: '' };
