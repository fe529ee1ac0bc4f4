import { AskKiinboxQuestionBodySchema, type KiinboxTopic, kiinboxTopics } from '@kiin/contracts';
import { z } from 'zod';
import { checkedBy } from '../../forms/validation';

export const askMessages = {
  topic: 'Please choose what your question is about.',
} as const;

/**
 * The ask form: the question (the contract's length rule and words), a topic, a kliinic session
 * or none (''), and whether it may be published. The output is the request body.
 */
export const AskFormSchema = z
  .object({
    text: checkedBy(AskKiinboxQuestionBodySchema.shape.text),
    topic: z
      .string()
      .refine((value) => (kiinboxTopics as readonly string[]).includes(value), askMessages.topic)
      .transform((value) => value as KiinboxTopic),
    kliinicSessionId: z.string(),
    publishable: z.boolean(),
  })
  .transform(({ kliinicSessionId, ...question }) => ({ ...question, ...(kliinicSessionId ? { kliinicSessionId } : {}) }))
  .pipe(AskKiinboxQuestionBodySchema);

export type AskFormInput = z.input<typeof AskFormSchema>;
export const emptyAskDraft: AskFormInput = { text: '', topic: '', kliinicSessionId: '', publishable: false };
