import { z } from 'zod';
import { ContentTypeSchema, UserTypeSchema } from './domain';

/**
 * Domain events: topic name = `<domain>.<event>.v<N>`, key = the user or aggregate id.
 * A breaking change to a payload is a new topic version, never an edit of an old schema.
 * Renaming a topic needs a migration plan: consumers in production subscribe by these names.
 */

export const EnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().nullable(),
  key: z.string().min(1),
  payload: z.unknown(),
});
export type Envelope<P = unknown> = Omit<z.infer<typeof EnvelopeSchema>, 'payload'> & {
  payload: P;
};

export const eventSchemas = {
  'user.registered.v1': z.object({
    userId: z.uuid(),
    userType: UserTypeSchema.nullable(),
    registeredAt: z.iso.datetime(),
  }),
  /** A contact form message was stored; the id only: the message itself stays in identity-svc. */
  'contact.received.v1': z.object({ messageId: z.uuid() }),
  'content.completed.v1': z.object({
    userId: z.uuid(),
    contentId: z.uuid(),
    contentType: ContentTypeSchema,
    completedAt: z.iso.datetime(),
  }),
  'condition.saved.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
  'condition.removed.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
  'discussion.created.v1': z.object({
    userId: z.uuid(),
    discussionId: z.uuid(),
    isPremiumOnly: z.boolean(),
  }),
  'comment.created.v1': z.object({
    userId: z.uuid(),
    discussionId: z.uuid(),
    commentId: z.uuid(),
  }),
  'payment.succeeded.v1': z.object({
    userId: z.uuid(),
    paymentId: z.string(),
    planId: z.string(),
    amountCents: z.number().int(),
  }),
  'subscription.cancelled.v1': z.object({
    userId: z.uuid(),
    subscriptionId: z.string(),
    endsAt: z.iso.datetime(),
  }),
  'kliinic.booked.v1': z.object({
    userId: z.uuid(),
    sessionId: z.string(),
    bookingId: z.string(),
  }),
  'points.awarded.v1': z.object({
    userId: z.uuid(),
    awardId: z.uuid(),
    points: z.number().int(),
    reason: z.string(),
    totalPoints: z.number().int(),
  }),
  'badge.earned.v1': z.object({
    userId: z.uuid(),
    badgeId: z.string(),
    earnedAt: z.iso.datetime(),
  }),
} as const;

export type EventMap = { [T in keyof typeof eventSchemas]: z.infer<(typeof eventSchemas)[T]> };
export type EventType = keyof EventMap;
export const eventTypes = Object.keys(eventSchemas) as EventType[];

/** The topic every event type travels on (the same string; kept as a function for prefixes). */
export const Topic = Object.fromEntries(eventTypes.map((t) => [t, t])) as {
  [T in EventType]: T;
};

export const dlqTopic = (topic: string): string => `${topic}.dlq`;

/** Every topic the platform needs, dead-letter topics included: created before anyone subscribes. */
export const allTopics = (): string[] => eventTypes.flatMap((t) => [t, dlqTopic(t)]);

export function isEventType(value: string): value is EventType {
  return value in eventSchemas;
}
