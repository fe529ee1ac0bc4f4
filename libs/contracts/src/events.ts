import type { z } from 'zod';
import { billingEvents } from './billing/events';
import { coachEvents } from './coach/events';
import { communityEvents } from './community/events';
import { contentEvents } from './content/events';
import { gamificationEvents } from './gamification/events';
import { identityEvents } from './identity/events';

export * from './shared/envelope';

/**
 * Every domain event, merged from the domain folders. A breaking change to a payload is a new
 * topic version, never an edit of an old schema. Renaming a topic needs a migration plan:
 * consumers in production subscribe by these names.
 */
export const eventSchemas = {
  ...identityEvents,
  ...contentEvents,
  ...communityEvents,
  ...billingEvents,
  ...gamificationEvents,
  ...coachEvents,
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
