import { type KiinboxStatus, type KiinboxTopic, kiinboxRules, kiinboxTopicLabel, kiinboxTopics, pointsRules } from '@kiin/contracts';

/** The search box asks the server once typing pauses this long (as the community's). */
export const searchDebounceMs = 300;

export const questionNoun = { one: 'question', many: 'questions' } as const;

/** The topics in the contract's order, with the words a reader sees. */
export const topicOptions: { value: KiinboxTopic; label: string }[] = kiinboxTopics.map((value) => ({ value, label: kiinboxTopicLabel[value] }));

/** Where a question stands, in the asker's words. */
export const statusLabel: Record<KiinboxStatus, string> = {
  pending: 'Waiting for an expert',
  answered: 'Answered',
  held: 'Held for review',
  hidden: 'Hidden by a moderator',
};

export const kiinboxLead = "Questions from members, answered by Kiin's experts. Names are never shown.";

/** How many questions a day, said plainly, with the reader's own number first when known. */
export function dailyLimitText(isPremium: boolean): string {
  const { free, premium } = kiinboxRules.dailyQuestions;
  return isPremium
    ? `As a premium member you can ask up to ${premium} questions a day (free members can ask ${free}).`
    : `You can ask up to ${free} questions a day as a free member (premium members can ask ${premium}).`;
}

export const pointsText = `You earn ${pointsRules.kiinboxQuestionPublished} points when your answered question is published.`;

/** What an empty public list says: no questions yet, or nothing matching the search or topic. */
export function publicEmptyState(q: string, topic: KiinboxTopic | ''): { title: string; text: string } {
  if (!q && !topic) return { title: 'No answered questions yet', text: 'Answers appear here once an expert has answered a question its asker let us publish.' };
  const what = q ? `“${q}”` : 'this topic';
  return { title: 'No questions found', text: `Nothing answered yet matches ${what}. Try fewer or different words, or another topic.` };
}
