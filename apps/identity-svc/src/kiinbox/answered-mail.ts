import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Envelope, EventMap } from '@kiin/contracts';
import { JobQueues, OnEvent, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';

/**
 * A member's kiinbox question has an answer (community-svc, ADR 28): they are mailed a link to
 * their questions, never the question or the answer (which may tell of their health). Sent to
 * the member by id, so the worker finds their address when it sends and a member who has left
 * receives nothing; the job id holds the question, so a redelivered event never mails twice.
 */
@Injectable()
export class KiinboxAnsweredMail {
  constructor(
    private readonly jobs: JobQueues,
    @Inject(SERVICE_OPTIONS) private readonly options: ServiceOptions,
  ) {}

  @OnEvent('kiinbox.question-answered.v1')
  async onAnswered(_em: EntityManager, event: Envelope<EventMap['kiinbox.question-answered.v1']>): Promise<void> {
    const origin = (this.options.env as IdentityEnv).PUBLIC_ORIGIN.replace(/\/$/, '');
    const { userId, questionId, inSession } = event.payload;
    await this.jobs.add(
      'email.send',
      { toUserId: userId, template: 'community.kiinbox-answered', data: { questionsLink: `${origin}/member/kiinbox`, inSession } },
      `kiinbox-answered-${questionId}`,
    );
  }
}
