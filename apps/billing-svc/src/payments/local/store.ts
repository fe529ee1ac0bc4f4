import type { Pool } from 'pg';
import { StripeApiError } from './api-error';
import type { Obj } from './objects';

/**
 * The local provider's objects, kept in billing's database as JSON so they survive restarts.
 * Each row is one object under its id, with its kind (`customer`, `payment_intent` ...).
 */
export class LocalStore {
  constructor(private readonly pool: Pool) {}

  async open(): Promise<void> {
    await this.pool.query(`create table if not exists local_provider_object (
      id text primary key, kind text not null, data jsonb not null, created_at timestamptz not null default now())`);
  }

  /** The object, or Stripe's 404 when there is none of that kind. */
  async get<T extends Obj>(objectId: string, kind?: string): Promise<T> {
    const { rows } = await this.pool.query<{ data: T; kind: string }>('select data, kind from local_provider_object where id = $1', [objectId]);
    if (!rows[0] || (kind && rows[0].kind !== kind)) {
      throw new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind ?? 'object'}: '${objectId}'` });
    }
    return rows[0].data;
  }

  /** The stored data under an id, of whatever kind, or null (the clock and remembered answers live here too). */
  async find<T>(objectId: string): Promise<T | null> {
    const { rows } = await this.pool.query<{ data: T }>('select data from local_provider_object where id = $1', [objectId]);
    return rows[0]?.data ?? null;
  }

  async exists(objectId: string): Promise<boolean> {
    const existing = await this.pool.query('select 1 from local_provider_object where id = $1', [objectId]);
    return Boolean(existing.rowCount);
  }

  async put<T extends Obj>(obj: T): Promise<T> {
    await this.pool.query(
      `insert into local_provider_object (id, kind, data) values ($1, $2, $3)
       on conflict (id) do update set data = excluded.data`,
      [obj.id, obj.object, JSON.stringify(obj)],
    );
    return obj;
  }

  /** Every object of a kind, oldest first. */
  async list<T extends Obj>(kind: string): Promise<T[]> {
    const { rows } = await this.pool.query<{ data: T }>('select data from local_provider_object where kind = $1 order by created_at', [kind]);
    return rows.map((r) => r.data);
  }

  /** Removes a customer and every object that names it, or the member it was made for. */
  async forgetCustomer(customerId: string, member: string | null): Promise<void> {
    await this.pool.query(
      `delete from local_provider_object
       where id = $1 or strpos(data::text, $1) > 0 or ($2::text is not null and (strpos(id, $2) > 0 or strpos(data::text, $2) > 0))`,
      [customerId, member],
    );
  }
}
