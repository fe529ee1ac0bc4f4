/** The dashboard shows this many condition chips, then '+n more' (spec §2, §9). */
export const conditionChipCount = 2;

export interface ChipOverflow<T> {
  shown: T[];
  hidden: number;
  /** '+n more', or null when everything is shown. */
  moreLabel: string | null;
}

export function chipOverflow<T>(items: readonly T[], max = conditionChipCount): ChipOverflow<T> {
  const shown = items.slice(0, Math.max(0, max));
  const hidden = items.length - shown.length;
  return { shown, hidden, moreLabel: hidden > 0 ? `+${hidden} more` : null };
}
