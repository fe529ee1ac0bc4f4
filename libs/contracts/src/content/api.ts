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

/** How many library items a kliinic suggests at most, and by default. */
export const topicMaterialsLimits = { default: 3, max: 5, textMaxChars: 4400 } as const;

/** `content.topic-materials`: the topic's text (a session's title and description) and how many items. */
export const TopicMaterialsQuerySchema = z.object({
  text: z.string().trim().min(1, { error: 'text is required' }).max(topicMaterialsLimits.textMaxChars),
  limit: z.number().int().min(1).max(topicMaterialsLimits.max).default(topicMaterialsLimits.default),
});
export type TopicMaterialsQuery = z.input<typeof TopicMaterialsQuerySchema>;
