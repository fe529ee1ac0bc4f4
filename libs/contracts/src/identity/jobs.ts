import { mailJobSchema } from '../mail';

/** identity-svc's queue: mail rendered from a template and delivered by its worker over SMTP. */
export const identityQueues = { Email: 'email' } as const;

export const identityJobs = {
  'email.send': {
    queue: identityQueues.Email,
    schema: mailJobSchema,
    // A mail job holds what it shows (a contact message, a name): kept a day once sent, long
    // enough for a redelivered event to find it and send nothing twice, and a week if it failed.
    retention: { completedSeconds: 24 * 3600, failedSeconds: 7 * 24 * 3600 },
  },
} as const;
