import { Inject, Injectable } from '@nestjs/common';
import type { Actor, User } from '@kiin/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config';
import { ServiceClients } from '../rpc/service-clients';
import { IdentityApplied } from './identity-applied';
import { accountEventTypes, type MemberEvent, MemberEvents } from './member-events';
import { type MemberVersion, MemberVersions } from './member-versions';
import { memberStateReads } from './metrics';

const MAX_MEMBERS = 10_000;

/** What this replica read about one member, under the version it saw before reading. */
interface Entry {
  version: string;
  at: number;
  actor?: Actor | null;
  user?: User | null;
}

/**
 * A member's access (premium, user type, staff roles) and account, as identity-svc has them.
 * One entry per member holds both, so the two never disagree on one replica. It is kept
 * until the member's shared version changes (ADR 23), which happens:
 * - when an event about the member arrives (premium, points, badges, deletion), at every
 *   replica; for premium and points (applied by identity from the event) nothing is kept
 *   until identity has applied it;
 * - when a change goes through the gateway (user type, account deletion, a sign-in), before
 *   the answer that reports it is sent.
 * Nothing is kept while this replica's event consumer is not reading, nor for staff (a role
 * taken away counts at the very next request). A role granted on the command line, which no
 * event announces, counts at the member's next staff route or access check (read from
 * identity, which then moves their version), at their next sign-in, or after
 * `MEMBER_STATE_MAX_AGE_SECONDS`.
 */
@Injectable()
export class MemberState {
  private readonly entries = new Map<string, Entry>();
  private readonly maxAgeMs: number;

  constructor(
    private readonly versions: MemberVersions,
    private readonly services: ServiceClients,
    private readonly events: MemberEvents,
    private readonly identityApplied: IdentityApplied,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
  ) {
    this.maxAgeMs = env.MEMBER_STATE_MAX_AGE_SECONDS * 1000;
    events.handle((event) => this.onEvent(event));
  }

  /**
   * Who the member is to the services: premium, user type, staff roles; null once the account
   * is gone. `fresh` asks identity whatever is kept (where staff roles decide the answer).
   */
  async actor(userId: string, { fresh = false } = {}): Promise<Actor | null> {
    const seen = await this.versions.current(userId);
    const kept = fresh ? undefined : this.kept(userId, seen)?.actor;
    if (kept !== undefined) {
      memberStateReads.inc({ source: 'memory' });
      return kept;
    }
    const actor = await this.services.call('identity.get-actor', { userId });
    memberStateReads.inc({ source: 'identity' });
    // Staff are never kept, so whatever any replica kept of a member who now holds a role
    // predates it (a role granted on the command line, which no event announces).
    if (actor?.roles.length) await this.changed(userId);
    else if (this.keeps(seen, actor)) this.keep(userId, seen.version, { actor });
    return actor;
  }

  /** The member's account (`GET /api/auth/user`). */
  async user(actor: Actor): Promise<User | null> {
    const seen = await this.versions.current(actor.userId);
    const kept = this.kept(actor.userId, seen)?.user;
    if (kept !== undefined) {
      memberStateReads.inc({ source: 'memory' });
      return kept;
    }
    const user = await this.services.call('identity.get-user', { userId: actor.userId }, actor);
    memberStateReads.inc({ source: 'identity' });
    if (this.keeps(seen, actor)) this.keep(actor.userId, seen.version, { user });
    return user;
  }

  /**
   * Identity has committed a change made through this gateway: every replica reads the member
   * afresh. Awaited before the answer that reports the change is sent.
   */
  async changed(userId: string): Promise<void> {
    this.entries.delete(userId);
    await this.versions.changed(userId);
  }

  private async onEvent(event: MemberEvent): Promise<void> {
    if (!accountEventTypes.has(event.type)) return;
    this.entries.delete(event.userId);
    if (!(await this.identityApplied.holdUntilApplied(event))) await this.versions.changed(event.userId);
  }

  private kept(userId: string, seen: MemberVersion): Entry | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.version === seen.version && this.trusted(seen) && Date.now() - entry.at < this.maxAgeMs) return entry;
    this.entries.delete(userId);
    return undefined;
  }

  private trusted(seen: MemberVersion): boolean {
    return this.events.live && seen.pending === 0;
  }

  private keeps(seen: MemberVersion, actor: Actor | null): boolean {
    return this.trusted(seen) && !actor?.roles.length;
  }

  private keep(userId: string, version: string, part: Pick<Entry, 'actor'> | Pick<Entry, 'user'>): void {
    const entry = this.entries.get(userId);
    if (entry?.version === version) {
      Object.assign(entry, part);
      return;
    }
    this.entries.delete(userId);
    if (this.entries.size >= MAX_MEMBERS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { version, at: Date.now(), ...part });
  }
}
