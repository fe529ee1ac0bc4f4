import { Injectable } from '@nestjs/common';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { ContactMessage } from '../contact/contact-message.entity';
import { User } from '../users/user.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';

/** A stored row as the export hands it over: column names as they are in the database. */
export type ExportRow = Record<string, unknown>;

/** Everything identity stores about one account, for the export and for deletion. Runs on the caller's `em`. */
@Injectable()
export class IdentityPrivacyRepository {
  /** SQL (as every export read): the export lists the stored columns under their own names, not the entities' fields. */
  async exportAccount(em: EntityManager, userId: string): Promise<ExportRow | undefined> {
    const [account] = await em.execute<ExportRow[]>(
      `select id, email, first_name, last_name, profile_image_url, is_premium, user_type, points, created_at, email_confirmed_at
       from app_user where id = ?`,
      [userId],
    );
    return account;
  }

  /** What the account holds besides its row: under its id, and under its address. */
  async exportHeldBy(em: EntityManager, userId: string, email: string) {
    const [roles, linkedSignIns, premium, contactMessages, waitlist] = await Promise.all([
      em.execute<ExportRow[]>('select role, granted_at from staff_role where user_id = ? order by granted_at', [userId]),
      em.execute<ExportRow[]>('select issuer, subject, linked_at from oidc_identity where user_id = ? order by linked_at', [userId]),
      em.execute<ExportRow[]>('select subscription_id, active, updated_at from premium_entitlement where user_id = ?', [userId]),
      em.execute<ExportRow[]>('select * from contact_message where email = ? order by created_at', [email]),
      em.execute<ExportRow[]>('select * from waitlist_entry where email = ?', [email]),
    ]);
    return { roles, linkedSignIns, premium, contactMessages, waitlist };
  }

  /** The account, its row locked until the transaction ends. */
  lockAccount(em: EntityManager, userId: string): Promise<Pick<User, 'id' | 'email'> | null> {
    return em.findOne(User, { id: userId }, { fields: ['id', 'email'], lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /**
   * Deletes the account and what identity holds under its address. Staff roles, reset links,
   * the premium record and linked sign-ins go with the row (on delete cascade).
   */
  async deleteAccount(em: EntityManager, userId: string, email: string): Promise<void> {
    await em.nativeDelete(User, { id: userId });
    // SQL: `signup_request` has no entity.
    await em.execute('delete from signup_request where email = ?', [email]);
    await em.nativeDelete(ContactMessage, { email });
    await em.nativeDelete(WaitlistEntry, { email });
  }
}
