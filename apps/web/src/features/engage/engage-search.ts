import { type EngageQuery, EngageQuerySchema, type SupportNeed, supportNeedLabels, supportNeeds } from '@kiin/contracts';
import { z } from 'zod';
import { filled } from '../../forms/validation';

/** The needs a person can pick, each with its label as a list item starts it ("Help at home"). */
export const needChoices = supportNeeds.map((need) => ({ need, label: supportNeedLabels[need].replace(/^./, (c) => c.toUpperCase()) }));

const isNeed = (value: string | null): value is SupportNeed => (supportNeeds as readonly (string | null)[]).includes(value);

/** The search an address holds (`?where=2150&need=respite`); none without a place. An unknown need reads as every need. */
export function searchFromParams(params: URLSearchParams): EngageQuery | null {
  const where = params.get('where')?.trim() ?? '';
  if (!where) return null;
  const need = params.get('need');
  return isNeed(need) ? { where, need } : { where };
}

/**
 * What the form starts from: the search, or without a place only the need (the coach links
 * to `/engage?need=respite` when the message named no postcode).
 */
export function formFromParams(params: URLSearchParams): EngageQuery | null {
  const search = searchFromParams(params);
  if (search) return search;
  const need = params.get('need');
  return isNeed(need) ? { where: '', need } : null;
}

/** The address of a search, for the page's link and the back button. */
export function searchAddress({ where, need }: EngageQuery): string {
  const params = new URLSearchParams({ where: where.trim() });
  if (need) params.set('need', need);
  return `/engage?${params.toString()}`;
}

export const searchMessages = {
  where: 'Enter a postcode, a suburb or a state.',
} as const;

/** The search form: a place (trimmed as the contract says) and a need, '' for every need. The output is the query. */
export const SearchFormSchema = z
  .object({
    where: filled(searchMessages.where).pipe(EngageQuerySchema.shape.where),
    need: z.string(),
  })
  .transform(({ where, need }) => (need ? { where, need } : { where }))
  .pipe(EngageQuerySchema);

export type SearchFormInput = z.input<typeof SearchFormSchema>;

/** What the form starts from: the search the address holds, or nothing. */
export const searchDraft = (initial: EngageQuery | null): SearchFormInput => ({ where: initial?.where ?? '', need: initial?.need ?? '' });
