import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A row of `subscription`: billing's mirror of the provider's subscription. */
export interface SubscriptionRow {
  id: string;
  user_id: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  ended_at: Date | null;
  premium: boolean;
  version: number;
  updated_at: Date;
}

/** What a booking of an included seat reads of the member's memberships. */
export interface MembershipTermsRow {
  premium: boolean;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
}

/** The provider's subscription as it was mirrored last. */
export interface SubscriptionMirror {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  premium: boolean;
  version: number;
}

/** Billing's mirror of the members' subscriptions (`subscription`). */
@Injectable()
export class SubscriptionsRepository {
  /**
   * The member's memberships, premium and newest first, share-locked: the end of a membership
   * waits for the transaction, or is seen by it.
   */
  lockTermsOf(tx: EntityManager, userId: string): Promise<MembershipTermsRow[]> {
    return tx.execute<MembershipTermsRow[]>(
      'select premium, cancel_at_period_end, current_period_end from subscription where user_id = ? order by premium desc, created_at desc for share',
      [userId],
    );
  }

  /** Whether any membership of the member's holds premium. */
  async isMember(tx: EntityManager, userId: string): Promise<boolean> {
    const [member] = await tx.execute(`select 1 from subscription where user_id = ? and premium`, [userId]);
    return Boolean(member);
  }

  async isPremium(em: EntityManager, subscriptionId: string | null): Promise<boolean> {
    const [sub] = await em.execute(`select 1 from subscription where id = ? and premium`, [subscriptionId]);
    return Boolean(sub);
  }

  /** A membership of the member's that is paid up or being retried, if any. */
  async findLive(em: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    const [live] = await em.execute<SubscriptionRow[]>(`select * from subscription where user_id = ? and status in ('active', 'trialing', 'past_due') limit 1`, [
      userId,
    ]);
    return live ?? null;
  }

  /** The member's newest membership that is paid up or being retried, if any. */
  async findNewestLive(em: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    const [sub] = await em.execute<SubscriptionRow[]>(
      `select * from subscription where user_id = ? and status in ('active', 'trialing', 'past_due') order by created_at desc limit 1`,
      [userId],
    );
    return sub ?? null;
  }

  /** The member's newest membership that ever started (an incomplete one never did). */
  async findNewestStarted(em: EntityManager, userId: string): Promise<SubscriptionRow | null> {
    const [sub] = await em.execute<SubscriptionRow[]>(
      `select * from subscription where user_id = ? and status <> 'incomplete' and status <> 'incomplete_expired' order by created_at desc limit 1`,
      [userId],
    );
    return sub ?? null;
  }

  async findById(em: EntityManager, subscriptionId: string): Promise<SubscriptionRow | null> {
    const [row] = await em.execute<SubscriptionRow[]>('select * from subscription where id = ?', [subscriptionId]);
    return row ?? null;
  }

  /** The ids of the subscriptions that have not ended for good. */
  async findOpenIds(em: EntityManager): Promise<string[]> {
    const open = await em.execute<{ id: string }[]>(`select id from subscription where status not in ('canceled', 'incomplete_expired')`);
    return open.map((r) => r.id);
  }

  /** Records a subscription billing has not seen yet; one it has is left as it is. */
  async insertIfNew(tx: EntityManager, subscriptionId: string, userId: string, status: string): Promise<void> {
    await tx.execute(`insert into subscription (id, user_id, status) values (?, ?, ?) on conflict (id) do nothing`, [subscriptionId, userId, status]);
  }

  /** The subscription, locked until the transaction ends. */
  async lockById(tx: EntityManager, subscriptionId: string): Promise<SubscriptionRow> {
    const [row] = await tx.execute<SubscriptionRow[]>('select * from subscription where id = ? for update', [subscriptionId]);
    return row;
  }

  async mirror(tx: EntityManager, subscriptionId: string, sub: SubscriptionMirror): Promise<void> {
    await tx.execute(
      `update subscription set status = ?, cancel_at_period_end = ?, current_period_end = ?, ended_at = ?, premium = ?, version = ?, updated_at = now() where id = ?`,
      [sub.status, sub.cancelAtPeriodEnd, sub.currentPeriodEnd, sub.endedAt, sub.premium, sub.version, subscriptionId],
    );
  }
}
