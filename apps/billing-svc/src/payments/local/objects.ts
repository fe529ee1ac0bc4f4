import { randomBytes } from 'node:crypto';

/** A stored provider object, as Stripe shapes it: an id, its kind in `object`, and its fields. */
export type Obj = Record<string, unknown> & { id: string; object: string };
/** A request's parameters, parsed from Stripe's form encoding. */
export type Params = Record<string, unknown>;

/** The API version the local provider answers as (its responses and events carry it). */
export const API_VERSION = '2026-10-28.endive';

/** A form value or stored field as text ('' when it is not text). */
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? `${v}` : '');

/** A new object id with Stripe's prefix for its kind (`cus`, `pi`, `evt` ...). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
