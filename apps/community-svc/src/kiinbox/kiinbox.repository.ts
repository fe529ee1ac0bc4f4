import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { KiinboxTopic } from '@kiin/contracts';
import { type CursorPosition, cursorTimeSql } from '../posts/paging';
import { KiinboxQuestionRow } from './kiinbox.entities';
import { queueRankSql } from './policy';

/** How much of a question and an answer is read to make the public list's excerpts. */
const excerptSourceChars = 4000;

/** A row's place in a list: its id, the time the list is ordered by (for the cursor) and, in the queue, its rank. */
export interface ListPosition {
  id: string;
  cursor_at: string;
  rank?: number;
}

/** A published question as the public list shows it: the heads of question and answer. */
export interface ListedPublicQuestion {
  id: string;
  topic: KiinboxTopic;
  text_head: string;
  text_clipped: boolean;
  answer_head: string;
  answer_clipped: boolean;
  answered_at: Date | string;
  cursor_at: string;
}

export interface QueueFilter {
  sessionId: string | null;
  topic: KiinboxTopic | null;
  after?: CursorPosition;
  take: number;
}

export interface PublicFilter {
  topic: KiinboxTopic | null;
  /** An ILIKE pattern for question and answer. */
  pattern?: string;
  /** Only answers that link this library item. */
  libraryItem?: string | null;
  after?: CursorPosition;
  take: number;
}

/** What the public Q&A holds: answered by an expert, the asker let it be published, not hidden. */
const publishedSql = `status = 'answered' and publishable and not answered_in_session`;

/**
 * kiinbox questions. Single questions are entities; the lists are typed SQL in keyset order
 * (the queue on a rank worked out at the database's `now()`), their rows then read as entities
 * a page at a time. Every method runs on the caller's `em`.
 */
@Injectable()
export class KiinboxRepository {
  create(em: EntityManager, fields: Pick<KiinboxQuestionRow, 'id' | 'userId' | 'text' | 'topic' | 'kliinicSessionId' | 'kliinicSessionTitle' | 'kliinicSessionStartsAt' | 'publishable' | 'premium' | 'status' | 'crisisFamilies'>): KiinboxQuestionRow {
    return em.create(KiinboxQuestionRow, fields);
  }

  find(em: EntityManager, id: string): Promise<KiinboxQuestionRow | null> {
    return em.findOne(KiinboxQuestionRow, { id });
  }

  /** The rows of a page, in the page's order. */
  async findInOrder(em: EntityManager, positions: readonly ListPosition[]): Promise<KiinboxQuestionRow[]> {
    if (positions.length === 0) return [];
    const rows = new Map((await em.find(KiinboxQuestionRow, { id: { $in: positions.map((p) => p.id) } })).map((r) => [r.id, r]));
    return positions.flatMap((p) => rows.get(p.id) ?? []);
  }

  findPublished(em: EntityManager, id: string): Promise<KiinboxQuestionRow | null> {
    return em.findOne(KiinboxQuestionRow, { id, status: 'answered', publishable: true, answeredInSession: false });
  }

  /** The questions an expert marked to be covered in this session and not answered since. */
  findCoveredInSession(em: EntityManager, sessionId: string): Promise<KiinboxQuestionRow[]> {
    return em.find(KiinboxQuestionRow, { kliinicSessionId: sessionId, coveredInSession: true, status: 'pending' }, { orderBy: { askedAt: 'asc' } });
  }

  /**
   * One member's questions are asked one at a time (until the transaction ends), so two at once
   * cannot both pass the daily limit or both alert moderators.
   */
  async lockAsker(em: EntityManager, userId: string): Promise<void> {
    await em.execute(`select pg_advisory_xact_lock(hashtext('kiinbox:' || ?))`, [userId]);
  }

  /** Questions the member asked since `since` (an aggregate). */
  async countAskedSince(em: EntityManager, userId: string, since: Date): Promise<number> {
    const [row] = await em.execute<{ n: string }[]>('select count(*) as n from kiinbox_question where user_id = ? and asked_at >= ?', [userId, since]);
    return Number(row?.n ?? 0);
  }

  /** Whether moderators were mailed about one of the member's questions in the last `minutes`. */
  async alertedRecently(em: EntityManager, userId: string, minutes: number): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      'select id from kiinbox_question where user_id = ? and crisis_alerted and asked_at > now() - make_interval(mins => ?) limit 1',
      [userId, minutes],
    );
    return rows.length > 0;
  }

  /** The experts' queue: pending questions by fair-share rank, then oldest first. */
  queuePositions(em: EntityManager, filter: QueueFilter): Promise<ListPosition[]> {
    const where = [`status = 'pending'`];
    const params: unknown[] = [];
    if (filter.sessionId) {
      where.push('kliinic_session_id = ?');
      params.push(filter.sessionId);
    }
    if (filter.topic) {
      where.push('topic = ?');
      params.push(filter.topic);
    }
    const rank = queueRankSql('premium', 'asked_at');
    if (filter.after) {
      where.push(`(${rank}, asked_at, id) > (?, ?::timestamptz, ?::uuid)`);
      params.push(filter.after.rank ?? 2, filter.after.at, filter.after.id);
    }
    return em.execute<ListPosition[]>(
      `select id, ${rank} as rank, ${cursorTimeSql('asked_at')} as cursor_at
         from kiinbox_question
        where ${where.join(' and ')}
        order by ${rank}, asked_at, id
        limit ?`,
      [...params, filter.take],
    );
  }

  /** Questions held for moderators, oldest first. */
  heldPositions(em: EntityManager, after: CursorPosition | undefined, take: number): Promise<ListPosition[]> {
    const where = [`status = 'held'`];
    const params: unknown[] = [];
    if (after) {
      where.push('(asked_at, id) > (?::timestamptz, ?::uuid)');
      params.push(after.at, after.id);
    }
    return em.execute<ListPosition[]>(
      `select id, ${cursorTimeSql('asked_at')} as cursor_at from kiinbox_question where ${where.join(' and ')} order by asked_at, id limit ?`,
      [...params, take],
    );
  }

  /** One member's questions, newest first. */
  minePositions(em: EntityManager, userId: string, after: CursorPosition | undefined, take: number): Promise<ListPosition[]> {
    const where = ['user_id = ?'];
    const params: unknown[] = [userId];
    if (after) {
      where.push('(asked_at, id) < (?::timestamptz, ?::uuid)');
      params.push(after.at, after.id);
    }
    return em.execute<ListPosition[]>(
      `select id, ${cursorTimeSql('asked_at')} as cursor_at from kiinbox_question where ${where.join(' and ')} order by asked_at desc, id desc limit ?`,
      [...params, take],
    );
  }

  /** The public Q&A, newest answered first; the pattern matches question or answer. */
  listPublished(em: EntityManager, filter: PublicFilter): Promise<ListedPublicQuestion[]> {
    const where = [publishedSql];
    const params: unknown[] = [];
    if (filter.topic) {
      where.push('topic = ?');
      params.push(filter.topic);
    }
    if (filter.pattern) {
      where.push('(text ilike ? or answer_markdown ilike ?)');
      params.push(filter.pattern, filter.pattern);
    }
    if (filter.libraryItem) {
      where.push('library @> ?::jsonb');
      params.push(JSON.stringify([{ id: filter.libraryItem }]));
    }
    if (filter.after) {
      where.push('(answered_at, id) < (?::timestamptz, ?::uuid)');
      params.push(filter.after.at, filter.after.id);
    }
    return em.execute<ListedPublicQuestion[]>(
      `select id, topic, left(text, ${excerptSourceChars}) as text_head, length(text) > ${excerptSourceChars} as text_clipped,
              left(answer_markdown, ${excerptSourceChars}) as answer_head, length(answer_markdown) > ${excerptSourceChars} as answer_clipped,
              answered_at, ${cursorTimeSql('answered_at')} as cursor_at
         from kiinbox_question
        where ${where.join(' and ')}
        order by answered_at desc, id desc
        limit ?`,
      [...params, filter.take],
    );
  }
}
