import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a confirmation link works. */
const CONFIRM_HOURS = 24;
/** How long a reset link works. */
const RESET_MINUTES = 30;

/** A sign-up waiting for its link, as `spendSignUpLink` hands it back. */
export interface SpentSignUp {
  email: string;
  first_name: string;
  last_name: string;
  return_to: string;
}

/**
 * Sign-up requests and password reset links. SQL throughout: these tables have no entities
 * (they hold only hashes and are spent in bulk by conditional updates). Every method runs on
 * the caller's `em`.
 */
@Injectable()
export class AccountsRepository {
  /** The password hash of the newest sign-up still waiting on the address, if any. */
  async findPendingPasswordHash(em: EntityManager, email: string): Promise<string | undefined> {
    const [pending] = await em.execute<{ password_hash: string }[]>(
      `select password_hash from signup_request where email = ? and used_at is null and expires_at > now()
       order by created_at desc limit 1`,
      [email],
    );
    return pending?.password_hash;
  }

  /** Spends every sign-up link still waiting on the address. */
  async spendSignUpsOf(em: EntityManager, email: string): Promise<void> {
    await em.execute('update signup_request set used_at = now() where email = ? and used_at is null', [email]);
  }

  async insertSignUp(
    em: EntityManager,
    request: { id: string; tokenHash: string; email: string; passwordHash: string; firstName: string; lastName: string; returnTo: string },
  ): Promise<void> {
    await em.execute(
      `insert into signup_request (id, token_hash, email, password_hash, first_name, last_name, return_to, expires_at)
         values (?, ?, ?, ?, ?, ?, ?, now() + interval '${CONFIRM_HOURS} hours')`,
      [request.id, request.tokenHash, request.email, request.passwordHash, request.firstName, request.lastName, request.returnTo],
    );
  }

  /** A new token and lifetime for the newest sign-up still waiting on the address: its id, or undefined when there is none. */
  async refreshLatestSignUp(em: EntityManager, email: string, tokenHash: string): Promise<string | undefined> {
    const refreshed = await em.execute<{ id: string }[]>(
      `update signup_request set token_hash = ?, expires_at = now() + interval '${CONFIRM_HOURS} hours'
         where id = (select id from signup_request where email = ? and used_at is null order by created_at desc limit 1)
         returning id`,
      [tokenHash, email],
    );
    return refreshed[0]?.id;
  }

  /** Spends every sign-up link waiting on the address but `keepId`'s. */
  async spendOtherSignUpsOf(em: EntityManager, email: string, keepId: string): Promise<void> {
    await em.execute('update signup_request set used_at = now() where email = ? and used_at is null and id <> ?', [email, keepId]);
  }

  /** Spends the link with this token if it still works: the sign-up it carried, or undefined. */
  async spendSignUpLink(em: EntityManager, tokenHash: string): Promise<SpentSignUp | undefined> {
    const [request] = await em.execute<SpentSignUp[]>(
      `update signup_request set used_at = now() where token_hash = ? and used_at is null and expires_at > now()
           returning email, first_name, last_name, return_to`,
      [tokenHash],
    );
    return request;
  }

  /** Spends every reset link of the account. */
  async spendResetsOf(em: EntityManager, userId: string): Promise<void> {
    await em.execute('update password_reset set used_at = now() where user_id = ? and used_at is null', [userId]);
  }

  async insertReset(em: EntityManager, tokenHash: string, userId: string): Promise<void> {
    await em.execute(`insert into password_reset (token_hash, user_id, expires_at) values (?, ?, now() + interval '${RESET_MINUTES} minutes')`, [
      tokenHash,
      userId,
    ]);
  }

  /** Spends the reset link with this token if it still works: its account's id, or undefined. */
  async spendResetLink(em: EntityManager, tokenHash: string): Promise<string | undefined> {
    const [reset] = await em.execute<{ user_id: string }[]>(
      `update password_reset set used_at = now() where token_hash = ? and used_at is null and expires_at > now() returning user_id`,
      [tokenHash],
    );
    return reset?.user_id;
  }
}
