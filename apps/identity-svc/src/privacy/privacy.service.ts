import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type Actor,
  type DeleteAccountBody,
  deleteConfirmationWord,
  type Envelope,
  ErrorCode,
  errorMessage,
  type EventMap,
  privacyMessages,
  ServiceName,
  sydneyFormat,
  type UserExport,
} from '@kiin/contracts';
import { DomainError, forgetOutboxOf, JobQueues, OnEvent, recordEvent, SERVICE_OPTIONS, type ServiceOptions } from '@kiin/service-kit';
import type { IdentityEnv } from '../config';
import { MailPurge } from './mail-purge';
import { IdentityPrivacyRepository } from './privacy.repository';

/** `27 November 2026`, as the Sydney clock reads the day. */
const sydneyDate = (at: Date): string => sydneyFormat({ day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/** A member's account, as they can download it and delete it. */
@Injectable()
export class PrivacyService implements OnModuleDestroy {
  private readonly mail: MailPurge;

  private readonly siteLink: string;

  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueues,
    @Inject(SERVICE_OPTIONS) options: ServiceOptions,
    private readonly stored: IdentityPrivacyRepository,
  ) {
    const env = options.env as IdentityEnv;
    this.siteLink = `${env.PUBLIC_ORIGIN}/`;
    this.mail = new MailPurge(env.REDIS_URL, env.BULLMQ_PREFIX);
  }

  async export(actor: Actor): Promise<UserExport['identity']> {
    const em = this.orm.em.fork();
    const account = await this.stored.exportAccount(em, actor.userId);
    if (!account) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    const held = await this.stored.exportHeldBy(em, actor.userId, account.email as string);
    return { account: [account], ...held };
  }

  /**
   * Removes the account and whatever identity holds under its address (a pending sign-up,
   * contact messages, a waitlist entry), forgets the account's past events, and records
   * `user.deleted.v1` in the same transaction for every other service. Mail queued for the
   * member is taken out of the queue.
   */
  async delete(actor: Actor, body: DeleteAccountBody): Promise<{ userId: string }> {
    const email = await this.orm.em.fork().transactional(async (em) => {
      const user = await this.stored.lockAccount(em, actor.userId);
      if (!user) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
      const typed = body.confirmation.trim();
      if (typed !== deleteConfirmationWord && typed.toLowerCase() !== user.email) {
        throw new DomainError(ErrorCode.ValidationFailed, privacyMessages.confirmationMismatch);
      }
      await this.stored.deleteAccount(em, user.id, user.email);
      await forgetOutboxOf(em, user.id);
      recordEvent(em, ServiceName.Identity, 'user.deleted.v1', user.id, {
        userId: user.id,
        keepPosts: body.keepPosts,
        deletedAt: new Date().toISOString(),
      });
      return user.email;
    });
    await this.mail.purge({ userId: actor.userId, email });
    // The last mail to the address: what went. Not kept with the finished jobs once sent.
    await this.jobs.add(
      'email.send',
      { to: email, template: 'account.deleted', data: { deletedOn: sydneyDate(new Date()), keptPosts: body.keepPosts, siteLink: this.siteLink } },
      { jobId: `account-deleted-${actor.userId}`, forgetOnceDone: true },
    );
    return { userId: actor.userId };
  }

  /**
   * Identity reads its own deletion event back: by then it is published, so the outbox row
   * that named the member can go too.
   */
  @OnEvent('user.deleted.v1')
  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    await forgetOutboxOf(em, event.payload.userId);
    await this.mail.purge({ userId: event.payload.userId });
  }

  async onModuleDestroy(): Promise<void> {
    await this.mail.close();
  }
}
