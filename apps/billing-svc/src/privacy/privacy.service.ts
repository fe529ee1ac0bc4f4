import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Actor, type Envelope, erasedMemberId, type EventMap, type UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';

type Row = Record<string, unknown>;

/** Tax invoices are kept (stripped of the member) for the law; every other row of theirs goes. */
const keptForTax = 'tax_invoice';

/**
 * What billing-svc holds about a member: kliinic bookings, payments, subscriptions and tax
 * invoices, and their customer at the payment provider.
 */
@Injectable()
export class BillingPrivacyService implements MemberDataPrivacy<'billing.export-user'> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async export(actor: Actor): Promise<UserExport['billing']> {
    const em = this.orm.em.fork();
    const [bookings, payments, subscriptions, invoices] = await Promise.all([
      em.execute<Row[]>(
        `select b.id, b.session_id, s.title as session_title, s.starts_at, b.source, b.status, b.created_at, b.cancelled_at, b.refunded_at, b.cancel_reason
         from kliinic_booking b join kliinic_session s on s.id = b.session_id where b.user_id = ? order by b.created_at`,
        [actor.userId],
      ),
      em.execute<Row[]>(
        'select id, kind, plan_id, session_id, amount_cents, status, failure_message, refund_reason, refunded_at, created_at from payment where user_id = ? order by created_at',
        [actor.userId],
      ),
      em.execute<Row[]>(
        'select id, status, cancel_at_period_end, current_period_end, ended_at, created_at from subscription where user_id = ? order by created_at',
        [actor.userId],
      ),
      em.execute<Row[]>('select id, number, description, total_cents, gst_cents, issued_at from tax_invoice where user_id = ? order by issued_at', [actor.userId]),
    ]);
    return { bookings, payments, subscriptions, invoices };
  }

  /**
   * The provider first: subscriptions stop naming the member (so a late webhook about them
   * changes nothing here), then the customer is deleted, which ends them. Then the rows:
   * tax invoices lose the member's id (number, date, what, amount and GST stay for five
   * years), everything else of theirs is deleted, in every table that has a `user_id`.
   */
  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    const open = await em.execute<{ id: string }[]>(`select id from subscription where user_id = ? and ended_at is null`, [userId]);
    for (const { id } of open) {
      await this.provider.stripe.subscriptions.update(id, { metadata: { userId: '' } }).catch((error: { code?: string }) => {
        if (error.code !== 'resource_missing') throw error;
      });
    }
    const [customer] = await em.execute<{ customer_id: string }[]>('select customer_id from billing_customer where user_id = ?', [userId]);
    if (customer) await this.provider.deleteCustomer(customer.customer_id);

    await em.execute(`update ${keptForTax} set user_id = ? where user_id = ?`, [erasedMemberId, userId]);
    const tables = await em.execute<{ table_name: string }[]>(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id' and data_type = 'uuid' and table_name <> ?`,
      [keptForTax],
    );
    for (const { table_name } of tables) await em.execute(`delete from "${table_name}" where user_id = ?`, [userId]);
    await forgetOutboxOf(em, userId);
  }
}
