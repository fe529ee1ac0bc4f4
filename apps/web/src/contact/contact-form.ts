import { contactSubjects, type ContactBody } from '@kiin/contracts';
import { emailError, hasErrors, type FieldErrors } from '../forms/validation';

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

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const emptyContactDraft: ContactDraft = { name: '', email: '', subject: '', message: '' };

export type ContactField = keyof ContactDraft;
export const contactFields: ContactField[] = ['name', 'email', 'subject', 'message'];

export const contactMessages = {
  name: 'Please enter your full name.',
  subject: 'Please choose a subject.',
  message: 'Please enter your message.',
} as const;

function isSubject(value: string): value is ContactSubject {
  return (contactSubjects as readonly string[]).includes(value);
}

/** Spec §5: all four fields required, a valid email, a subject from the list. */
export function validateContact(draft: ContactDraft): FieldErrors<ContactField> {
  return {
    name: draft.name.trim() ? undefined : contactMessages.name,
    email: emailError(draft.email),
    subject: isSubject(draft.subject) ? undefined : contactMessages.subject,
    message: draft.message.trim() ? undefined : contactMessages.message,
  };
}

/** The request body, or undefined while the draft is invalid. */
export function toContactBody(draft: ContactDraft): ContactBody | undefined {
  if (hasErrors(validateContact(draft)) || !isSubject(draft.subject)) return undefined;
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    subject: draft.subject,
    message: draft.message.trim(),
  };
}
