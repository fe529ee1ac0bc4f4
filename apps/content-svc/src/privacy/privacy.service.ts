import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, UserExport } from '@kiin/contracts';
import { forgetOutboxOf, type MemberDataPrivacy } from '@kiin/service-kit';

type Row = Record<string, unknown>;

/** What content-svc holds about a member: completions and saved conditions. */
@Injectable()
export class ContentPrivacyService implements MemberDataPrivacy<'content.export-user'> {
  constructor(private readonly orm: MikroORM) {}

  async export(actor: Actor): Promise<UserExport['content']> {
    const em = this.orm.em.fork();
    const [completions, savedConditions] = await Promise.all([
      em.execute<Row[]>(
        `select c.content_id, i.title, i.type, c.completed_at from completion c join content_item i on i.id = c.content_id
         where c.user_id = ? order by c.completed_at`,
        [actor.userId],
      ),
      em.execute<Row[]>(
        `select s.condition_id, c.name, s.saved_at from saved_condition s join condition c on c.id = s.condition_id
         where s.user_id = ? order by s.saved_at`,
        [actor.userId],
      ),
    ]);
    return { completions, savedConditions };
  }

  async onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
    const { userId } = event.payload;
    await em.execute('delete from completion where user_id = ?', [userId]);
    await em.execute('delete from saved_condition where user_id = ?', [userId]);
    await forgetOutboxOf(em, userId);
  }
}
