import { z } from 'zod';
import { topicMaterialsLimits } from './api';
import { ContentTypeSchema, TopicMaterialSchema } from './domain';

export const contentEvents = {
  'content.completed.v1': z.object({
    userId: z.uuid(),
    contentId: z.uuid(),
    contentType: ContentTypeSchema,
    completedAt: z.iso.datetime(),
  }),
  'condition.saved.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
  'condition.removed.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
  /**
   * The library's answer to `kliinic.session-scheduled.v1`: the items that best match the
   * session's topic (none when the library holds nothing on it). `scheduledEventId` is the id
   * of the event answered, so billing keeps only the answer to a session's latest words.
   * Public library items only. Keyed by the session id.
   */
  'content.session-materials.v1': z.object({
    sessionId: z.uuid(),
    scheduledEventId: z.uuid(),
    items: TopicMaterialSchema.array().max(topicMaterialsLimits.max),
  }),
} as const;
