import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** Accounts linked to an outside provider's subject. SQL: `oidc_identity` has no entity. Runs on the caller's `em`. */
@Injectable()
export class OidcRepository {
  async findLinkedUserId(em: EntityManager, issuer: string, subject: string): Promise<string | undefined> {
    const [linked] = await em.execute<{ user_id: string }[]>('select user_id from oidc_identity where issuer = ? and subject = ?', [issuer, subject]);
    return linked?.user_id;
  }

  async link(em: EntityManager, issuer: string, subject: string, userId: string): Promise<void> {
    await em.execute('insert into oidc_identity (issuer, subject, user_id) values (?, ?, ?)', [issuer, subject, userId]);
  }
}
