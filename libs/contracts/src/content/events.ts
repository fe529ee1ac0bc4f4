import { z } from 'zod';
import { ContentTypeSchema } from './domain';

export const contentEvents = {
  'content.completed.v1': z.object({
    userId: z.uuid(),
    contentId: z.uuid(),
    contentType: ContentTypeSchema,
    completedAt: z.iso.datetime(),
  }),
  'condition.saved.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
  'condition.removed.v1': z.object({ userId: z.uuid(), conditionId: z.uuid() }),
} as const;
