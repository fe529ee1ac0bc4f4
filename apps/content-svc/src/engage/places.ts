import type { EngagePlace, StateCode } from '@kiin/contracts';
import type { PostcodeIndex } from './postcode-index';

/** Each state and territory by its full name. */
export const stateNames: Record<StateCode, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** What people type for a state, in upper case: its code or its name. */
const stateWords = new Map<string, StateCode>(
  (Object.entries(stateNames) as [StateCode, string][]).flatMap(([code, name]) => [
    [code, code],
    [name.toUpperCase(), code],
  ]),
);

export type PlaceLookup =
  | { found: EngagePlace }
  | { unknown: true }
  /** A suburb of that name in several states, none named. */
  | { suburb: string; states: StateCode[] };

/** "PARRAMATTA WESTFIELD" → "Parramatta Westfield". */
const titleCase = (locality: string) => locality.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

function postcodePlace(index: PostcodeIndex, postcode: string): PlaceLookup {
  const area = index.byPostcode.get(postcode);
  return area ? { found: { state: area.state, region: area.region, label: `${postcode} ${area.state}` } } : { unknown: true };
}

function suburbPlace(index: PostcodeIndex, suburb: string, state: StateCode | undefined): PlaceLookup {
  const areas = (index.byLocality.get(suburb) ?? [])
    .map((postcode) => ({ postcode, area: index.byPostcode.get(postcode)! }))
    .filter(({ area }) => state === undefined || area.state === state);
  if (areas.length === 0) return { unknown: true };
  const states = [...new Set(areas.map(({ area }) => area.state))];
  if (states.length > 1) return { suburb: titleCase(suburb), states };
  const [{ postcode, area }] = areas;
  return { found: { state: area.state, region: area.region, label: `${titleCase(suburb)} ${area.state} ${postcode}` } };
}

/**
 * Reads what a person typed as a place: a postcode ("2150", or "800" for 0800), a state or
 * territory ("NSW", "Victoria"), or a suburb, case aside ("parramatta"), with its state after
 * it when the name is in several ("Richmond VIC", "Richmond, Victoria").
 */
export function findPlace(index: PostcodeIndex, where: string): PlaceLookup {
  const words = where.toUpperCase().replace(/[.,]/g, ' ').trim().split(/\s+/);
  const text = words.join(' ');
  if (/^\d{3,4}$/.test(text)) return postcodePlace(index, text.padStart(4, '0'));
  const state = stateWords.get(text);
  if (state) return { found: { state, region: null, label: stateNames[state] } };
  // The whole text first: "Mount Victoria" is a suburb, not Mount in Victoria.
  const suburb = suburbPlace(index, text, undefined);
  if (!('unknown' in suburb)) return suburb;
  for (let cut = words.length - 1; cut > 0; cut--) {
    const trailingState = stateWords.get(words.slice(cut).join(' '));
    if (trailingState) return suburbPlace(index, words.slice(0, cut).join(' '), trailingState);
  }
  return suburb;
}
