import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { ServiceName } from '@kiin/contracts';
import { logger } from '@kiin/service-kit';
import type { Admin } from 'kafkajs';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { type MemberEvent, MemberEvents, type MemberEventType } from './member-events';
import { MemberVersions, PENDING_TTL_SECONDS } from './member-versions';
import { memberEventsAwaitingReadModel } from './metrics';

/**
 * Events whose effect the gateway sees only through identity-svc's copy of it (`isPremium`
 * follows billing's subscription events, `points` gamification's awards). The gateway reads
 * the same events at about the same time identity does, so it cannot tell from the event
 * alone whether identity has applied it yet.
 */
export const appliedBy: Partial<Record<MemberEventType, ServiceName>> = {
  'subscription.activated.v1': 'identity-svc',
  'subscription.cancelled.v1': 'identity-svc',
  'points.awarded.v1': 'identity-svc',
};

/** How often the committed offsets are asked for while some event is waiting. */
const POLL_MS = 50;

interface Waiting {
  event: MemberEvent;
  group: string;
  since: number;
  /** Settles once the event is applied (or given up on). */
  applied: Promise<void>;
  settle: () => void;
}

/**
 * Tells when identity-svc has applied an event: its consumer group has committed an offset
 * past the event's (a service commits an offset only after the transaction that applied the
 * event, ADR 14). Until then the member is `pending` (read from identity at every request);
 * then `applied` (read afresh once more, and kept again).
 */
@Injectable()
export class IdentityApplied implements OnModuleDestroy {
  private readonly waiting: Waiting[] = [];
  private admin?: Admin;
  private loop?: Promise<void>;
  private stopping = false;
  private readonly groupSuffix: string;

  constructor(
    private readonly events: MemberEvents,
    private readonly versions: MemberVersions,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.groupSuffix = env.KAFKA_GROUP_SUFFIX;
  }

  /** Holds the member back until the service that applies `event` has; false when none does. */
  async holdUntilApplied(event: MemberEvent): Promise<boolean> {
    const service = appliedBy[event.type];
    if (!service) return false;
    await this.versions.pending(event.userId, event.event.id);
    let settle = () => undefined as void;
    const applied = new Promise<void>((resolve) => (settle = resolve));
    this.waiting.push({ event, group: `${service}${this.groupSuffix}`, since: Date.now(), applied, settle });
    memberEventsAwaitingReadModel.set(this.waiting.length);
    this.loop ??= this.watch().finally(() => (this.loop = undefined));
    return true;
  }

  /**
   * Settles when identity has applied `event` (at once for an event it does not apply, or one
   * already applied): what a reader is told of it is then what identity answers.
   */
  whenApplied(event: MemberEvent): Promise<void> {
    return this.waiting.find((w) => w.event.event.id === event.event.id)?.applied ?? Promise.resolve();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const waiting of this.waiting) waiting.settle();
    await this.loop;
    await this.admin?.disconnect().catch(() => undefined);
  }

  private async watch(): Promise<void> {
    while (this.waiting.length > 0 && !this.stopping) {
      try {
        await this.check();
      } catch (error) {
        logger().warn({ err: error }, 'member events: could not read the committed offsets; trying again');
      }
      memberEventsAwaitingReadModel.set(this.waiting.length);
      if (this.waiting.length > 0) await sleep(POLL_MS);
    }
  }

  private async check(): Promise<void> {
    if (!this.admin) {
      const admin = this.events.kafka!.admin();
      await admin.connect();
      this.admin = admin;
    }
    const byGroup = new Map<string, Set<string>>();
    for (const { event, group } of this.waiting) byGroup.set(group, (byGroup.get(group) ?? new Set()).add(event.position.topic));
    const committed = new Map<string, bigint>();
    for (const [groupId, topics] of byGroup) {
      for (const { topic, partitions } of await this.admin.fetchOffsets({ groupId, topics: [...topics] })) {
        for (const { partition, offset } of partitions) committed.set(`${groupId} ${topic} ${partition}`, BigInt(offset));
      }
    }
    const now = Date.now();
    for (const waiting of [...this.waiting]) {
      const { event, group, since } = waiting;
      const { topic, partition, offset } = event.position;
      // The committed offset is the next one the group will read.
      const done = (committed.get(`${group} ${topic} ${partition}`) ?? -1n) > BigInt(offset);
      const abandoned = now - since > PENDING_TTL_SECONDS * 1000;
      if (!done && !abandoned) continue;
      if (abandoned) logger().warn({ group, topic, eventId: event.event.id }, 'member events: not applied in time; the member is kept again');
      await this.versions.applied(event.userId, event.event.id);
      this.waiting.splice(this.waiting.indexOf(waiting), 1);
      waiting.settle();
    }
  }
}
