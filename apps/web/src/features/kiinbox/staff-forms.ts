import { AnswerKiinboxQuestionBodySchema, HideKiinboxQuestionBodySchema, kiinboxRules } from '@kiin/contracts';
import { z } from 'zod';
import { checkedBy, filled } from '../../forms/validation';

/*
 * The experts' and moderators' forms over the contract's request bodies: the form words what it
 * checks before sending (nothing written, too many library items) and keeps the contract's words
 * for the rest, which the gateway would answer anyway.
 */

export const staffFormMessages = {
  markdown: 'Please write the answer first.',
  libraryItems: `Please link at most ${kiinboxRules.libraryItemsMax} library items.`,
  note: 'Please say why the question is hidden: the member reads this note.',
} as const;

/** The library item ids typed in one box, split on commas, spaces or lines. */
export const libraryIdsOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** An expert's answer: the Markdown, and the library item ids typed in one box, sent as the list. */
export const AnswerFormSchema = AnswerKiinboxQuestionBodySchema.extend({
  markdown: filled(staffFormMessages.markdown).pipe(AnswerKiinboxQuestionBodySchema.shape.markdown),
  libraryItemIds: checkedBy(
    z
      .string()
      .transform(libraryIdsOf)
      .pipe(z.array(z.string()).max(kiinboxRules.libraryItemsMax, staffFormMessages.libraryItems))
      .pipe(AnswerKiinboxQuestionBodySchema.shape.libraryItemIds.unwrap()),
  ),
});
export const emptyAnswerDraft: z.input<typeof AnswerFormSchema> = { markdown: '', libraryItemIds: '' };

/** A moderator's note saying why a held question is hidden (the member reads it). */
export const HideFormSchema = HideKiinboxQuestionBodySchema.extend({
  note: filled(staffFormMessages.note).pipe(HideKiinboxQuestionBodySchema.shape.note),
});
export const emptyHideDraft: z.input<typeof HideFormSchema> = { note: '' };
