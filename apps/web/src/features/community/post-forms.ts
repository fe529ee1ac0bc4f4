import { CreateCommentBodySchema, CreateDiscussionBodySchema, splitDiscussionText } from '@kiin/contracts';
import { z } from 'zod';
import { checkedBy } from '../../forms/validation';

/*
 * The contract checks a post as a whole body and says what is wrong in the sentences the spec
 * gives (§5); each form shows that sentence on its one text box.
 */

/** /community/new asks for one text: its first line is the title, the rest the content. */
export const DiscussionFormSchema = z
  .object({
    text: checkedBy(z.string().transform(splitDiscussionText).pipe(CreateDiscussionBodySchema)),
    isPremiumOnly: z.boolean(),
  })
  .transform(({ text, isPremiumOnly }) => ({ ...text, isPremiumOnly }));

export const emptyDiscussionDraft: z.input<typeof DiscussionFormSchema> = { text: '', isPremiumOnly: false };

/** A reply (or any post of one text): the body is the content. */
export const CommentFormSchema = z
  .object({ content: checkedBy(z.string().transform((content) => ({ content })).pipe(CreateCommentBodySchema)) })
  .transform(({ content }) => content);
