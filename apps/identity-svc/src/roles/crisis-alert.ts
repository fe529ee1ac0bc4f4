import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { JobQueues, OnEvent, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';
import { UsersRepository } from '../users/users.repository';
import { RolesRepository } from './roles.repository';

/**
 * A community post used crisis language: every moderator (and admin) is mailed at once. The
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
    const ids = [...new Set([...(await this.roles.holdersOf(em, 'moderator')), ...(await this.roles.holdersOf(em, 'admin'))])];
    if (ids.length === 0) return;
    const staff = await this.users.findAddresses(em, ids);
    const origin = (this.options.env as IdentityEnv).PUBLIC_ORIGIN.replace(/\/$/, '');
    for (const member of staff) {
      await this.jobs.add(
        'email.send',
        { to: member.email, template: 'community.crisis-review', data: { postType: event.payload.postType, queueLink: `${origin}/community/moderation` } },
        `crisis-${event.payload.postId}-${member.id}`,
      );
    }
  }
}
