import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { JobQueues, OnEvent, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';
import { UsersRepository } from '../users/users.repository';
import { RolesRepository } from './roles.repository';

/**
 * A community post (or a kiinbox question) used crisis language: every moderator (and admin) is mailed at once. The
 * job id holds the post and the moderator, so a redelivered event never mails twice.
 */
@Injectable()
export class CrisisAlerts {
  constructor(
    private readonly jobs: JobQueues,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions,
    private readonly roles: RolesRepository,
    private readonly users: UsersRepository,
  ) {}

  @OnEvent('post.crisis-flagged.v1')
  async onCrisisFlagged(em: EntityManager, event: Envelope<EventMap['post.crisis-flagged.v1']>): Promise<void> {
    const origin = this.origin();
    for (const member of await this.moderators(em)) {
      await this.jobs.add(
        'email.send',
        { to: member.email, template: 'community.crisis-review', data: { postType: event.payload.postType, queueLink: `${origin}/community/moderation` } },
        `crisis-${event.payload.postId}-${member.id}`,
      );
    }
  }

  /** A kiinbox question told of danger: held, and every moderator is mailed the way to the held questions. */
  @OnEvent('kiinbox.question-crisis-flagged.v1')
  async onQuestionCrisisFlagged(em: EntityManager, event: Envelope<EventMap['kiinbox.question-crisis-flagged.v1']>): Promise<void> {
    const origin = this.origin();
    for (const member of await this.moderators(em)) {
      await this.jobs.add(
        'email.send',
        { to: member.email, template: 'community.kiinbox-crisis-review', data: { queueLink: `${origin}/community/moderation/kiinbox` } },
        `crisis-question-${event.payload.questionId}-${member.id}`,
      );
    }
  }

  private origin(): string {
    return (this.options.env as IdentityEnv).PUBLIC_ORIGIN.replace(/\/$/, '');
  }

  /** Moderators and admins, with their addresses. */
  private async moderators(em: EntityManager) {
    const ids = [...new Set([...(await this.roles.holdersOf(em, 'moderator')), ...(await this.roles.holdersOf(em, 'admin'))])];
    return ids.length === 0 ? [] : this.users.findAddresses(em, ids);
  }
}
