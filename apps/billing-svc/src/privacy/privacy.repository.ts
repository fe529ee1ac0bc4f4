import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { erasedMemberId } from '@kiin/contracts';

/** A row of a member's export, as the database has it. */
export type ExportRow = Record<string, unknown>;

/** Tax invoices are kept (stripped of the member) for the law; every other row of theirs goes. */
const keptForTax = 'tax_invoice';

/** What billing holds about a member, read for their export and erased when they leave. */
@Injectable()
export class BillingPrivacyRepository {
  findBookings(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>(
      `select b.id, b.session_id, s.title as session_title, s.starts_at, b.source, b.status, b.created_at, b.cancelled_at, b.refunded_at, b.cancel_reason
         from kliinic_booking b join kliinic_session s on s.id = b.session_id where b.user_id = ? order by b.created_at`,
      [userId],
    );
  }

  findPayments(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>(
      'select id, kind, plan_id, session_id, amount_cents, status, failure_message, refund_reason, refunded_at, created_at from payment where user_id = ? order by created_at',
      [userId],
    );
  }

  findSubscriptions(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>(
      'select id, status, cancel_at_period_end, current_period_end, ended_at, created_at from subscription where user_id = ? order by created_at',
      [userId],
    );
  }

  findInvoices(em: EntityManager, userId: string): Promise<ExportRow[]> {
    return em.execute<ExportRow[]>('select id, number, description, total_cents, gst_cents, issued_at from tax_invoice where user_id = ? order by issued_at', [userId]);
  }

  /** The member's subscriptions that have not ended. */
  async findOpenSubscriptionIds(em: EntityManager, userId: string): Promise<string[]> {
    const open = await em.execute<{ id: string }[]>(`select id from subscription where user_id = ? and ended_at is null`, [userId]);
    return open.map((r) => r.id);
  }

  async findCustomerId(em: EntityManager, userId: string): Promise<string | null> {
    const [customer] = await em.execute<{ customer_id: string }[]>('select customer_id from billing_customer where user_id = ?', [userId]);
    return customer?.customer_id ?? null;
  }

  /**
   * Tax invoices lose the member's id (number, date, what, amount and GST stay for five years);
   * everything else of theirs is deleted, in every table that has a `user_id`.
   */
  async erase(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`update ${keptForTax} set user_id = ? where user_id = ?`, [erasedMemberId, userId]);
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id' and data_type = 'uuid' and table_name <> ?`,
      [keptForTax],
    );
    for (const { table_name } of tables) await em.execute(`delete from "${table_name}" where user_id = ?`, [userId]);
  }
}
