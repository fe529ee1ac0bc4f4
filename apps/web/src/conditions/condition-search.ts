import type { Condition } from '@kiin/contracts';
import type { ViewMode } from '../library/ContentCollection';

/** Conditions whose name contains the query, ignoring case and surrounding spaces. */
export function filterConditions<T extends Pick<Condition, 'name'>>(conditions: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase('en-AU');
  if (!needle) return [...conditions];
  return conditions.filter((c) => c.name.toLocaleLowerCase('en-AU').includes(needle));
}

/** The content layout named in `?view=`; grid unless the address asks for the list. */
export function viewFromParam(value: string | null): ViewMode {
  return value === 'list' ? 'list' : 'grid';
}
