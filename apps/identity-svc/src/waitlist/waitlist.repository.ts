import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Waitlist entries. */
@Injectable()
export class WaitlistRepository {
  /** SQL: `on conflict do nothing` keeps the first entry for an address. */
  async insertOnce(em: EntityManager, entry: { id: string; name: string; email: string; role: string | null }): Promise<void> {
    await em.execute(
      `insert into waitlist_entry (id, name, email, role, created_at) values (?, ?, ?, ?, now())
       on conflict (email) do nothing`,
      [entry.id, entry.name, entry.email, entry.role],
    );
  }
}
