import { z } from 'zod';

/** BullMQ queues and the jobs they carry. Job ids are stable so a retry never sends twice. */
export const Queue = {
  Email: 'email',
  KliinicNotes: 'kliinic-notes',
} as const;
export type QueueName = (typeof Queue)[keyof typeof Queue];

export const jobSchemas = {
  'email.send': z.object({
    to: z.string(),
    replyTo: z.string().optional(),
    subject: z.string(),
    text: z.string(),
  }),
  'kliinic-notes.generate': z.object({
    sessionId: z.string(),
    transcript: z.string(),
  }),
} as const;
export type JobMap = { [J in keyof typeof jobSchemas]: z.infer<(typeof jobSchemas)[J]> };
export type JobName = keyof JobMap;

export const jobQueue: Record<JobName, QueueName> = {
  'email.send': Queue.Email,
  'kliinic-notes.generate': Queue.KliinicNotes,
};
