import { z } from 'zod';

export const ContentIdBodySchema = z.object({
  contentId: z.uuid({ error: (i) => (i.input === undefined ? 'contentId is required' : 'contentId must be a content id (a UUID)') }),
});
export type ContentIdBody = z.infer<typeof ContentIdBodySchema>;

export const ConditionIdBodySchema = z.object({
  conditionId: z.uuid({
    error: (i) => (i.input === undefined ? 'conditionId is required' : 'conditionId must be a condition id (a UUID)'),
  }),
});
export type ConditionIdBody = z.infer<typeof ConditionIdBodySchema>;
