import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Completion } from '../completions/completion.entity';
import { SavedCondition } from '../conditions/condition.entity';
import { SavedSupportService } from '../engage/saved/saved-service.entity';

/** A stored row as the export hands it over: column names as they are in the database. */
export type ExportRow = Record<string, unknown>;

/** Everything content-svc stores about one member, for the export and for erasure. */
@Injectable()
export class ContentPrivacyRepository {
  constructor(private readonly orm: MikroORM) {}

  /** SQL: the export lists joined columns under their stored names, not the entities' fields. */
  async exportOf(userId: string): Promise<{ completions: ExportRow[]; savedConditions: ExportRow[]; savedServices: ExportRow[] }> {
    const em = this.orm.em.fork();
    const [completions, savedConditions, savedServices] = await Promise.all([
      em.execute<ExportRow[]>(
        `select c.content_id, i.title, i.type, c.completed_at from completion c join content_item i on i.id = c.content_id
         where c.user_id = ? order by c.completed_at`,
        [userId],
      ),
      em.execute<ExportRow[]>(
        `select s.condition_id, c.name, s.saved_at from saved_condition s join condition c on c.id = s.condition_id
         where s.user_id = ? order by s.saved_at`,
        [userId],
      ),
      em.execute<ExportRow[]>('select service_id, need, saved_at from saved_support_service where user_id = ? order by saved_at', [userId]),
    ]);
    return { completions, savedConditions, savedServices };
  }

  /** Runs in the consumer's transaction (`em`). */
  async deleteMember(em: EntityManager, userId: string): Promise<void> {
    await em.nativeDelete(Completion, { userId });
    await em.nativeDelete(SavedCondition, { userId });
    await em.nativeDelete(SavedSupportService, { userId });
  }
}
