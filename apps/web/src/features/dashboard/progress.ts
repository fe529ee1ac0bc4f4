import type { Completion, ContentItem } from '@kiin/contracts';

/** Learning progress is counted against this many completed items (spec §2, §9). */
export const learningGoal = 30;
/** The learning tab lists this many recent completions; the overview's activity list fewer. */
export const recentLearningCount = 5;
export const recentActivityCount = 3;

export interface LearningProgress {
  completed: number;
  goal: number;
  /** 0–100, capped once the goal is reached. */
  percent: number;
  /** "6 of 30"; never more than the goal. */
  label: string;
  reached: boolean;
}

export function learningProgress(completed: number, goal = learningGoal): LearningProgress {
  const done = Math.max(0, Math.floor(completed));
  const percent = goal > 0 ? Math.min(100, Math.round((done / goal) * 100)) : 100;
  return { completed: done, goal, percent, label: `${Math.min(done, goal)} of ${goal}`, reached: done >= goal };
}

export interface CompletedItem {
  item: ContentItem;
  completedAt: string;
}

const time = (value: string): number => {
  const t = Date.parse(value);
  return Number.isNaN(t) ? 0 : t;
};

/**
 * The member's completions joined to the catalogue, newest first. An item that is no longer
 * in the catalogue is left out; `limit` counts only the items shown.
 */
export function recentCompletions(completions: readonly Completion[], library: readonly ContentItem[], limit = Infinity): CompletedItem[] {
  const byId = new Map(library.map((item) => [item.id, item]));
  return [...completions]
    .sort((a, b) => time(b.completedAt) - time(a.completedAt))
    .flatMap((c) => {
      const item = byId.get(c.contentId);
      return item ? [{ item, completedAt: c.completedAt }] : [];
    })
    .slice(0, limit);
}
