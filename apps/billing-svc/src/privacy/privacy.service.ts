import { Inject, Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/provider';
import { BillingPrivacyRepository } from './privacy.repository';

/**
 * What billing-svc holds about a member: kliinic bookings, payments, subscriptions and tax
 * invoices, and their customer at the payment provider.
 */
@Injectable()
export class BillingPrivacyService implements MemberDataPrivacy<'billing.export-user'> {
  constructor(
    private readonly orm: MikroORM,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly rows: BillingPrivacyRepository,
  ) {}

  async export(actor: Actor): Promise<UserExport['billing']> {
    const em = this.orm.em.fork();
    const [bookings, payments, subscriptions, invoices] = await Promise.all([
      this.rows.findBookings(em, actor.userId),
      this.rows.findPayments(em, actor.userId),
      this.rows.findSubscriptions(em, actor.userId),
      this.rows.findInvoices(em, actor.userId),
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
    for (const id of await this.rows.findOpenSubscriptionIds(em, userId)) {
      await this.provider.stripe.subscriptions.update(id, { metadata: { userId: '' } }).catch((error: { code?: string }) => {
        if (error.code !== 'resource_missing') throw error;
      });
    }
    const customerId = await this.rows.findCustomerId(em, userId);
    if (customerId) await this.provider.deleteCustomer(customerId);

    await this.rows.erase(em, userId);
    await forgetOutboxOf(em, userId);
  }
}
