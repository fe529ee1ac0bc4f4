import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CoachCitation, CoachMessage } from '@kiin/contracts';
import { cursorTimeSql, type CursorPosition } from '@kiin/service-kit';

/** A message of the conversation, as the coach shows it. */
export interface MessageRow {
  id: string;
  role: CoachMessage['role'];
  content: string;
  citations: CoachCitation[];
  crisis: boolean;
  created_at: Date;
  /** The row's time as a cursor keeps it (microseconds, UTC). */
  cursor_at: string;
}

/** One side of an exchange, as it is stored. */
interface NewMessage {
  userId: string;
  content: string;
  crisis: boolean;
  createdAt: Date;
}

const messageColumns = `id, role, content, citations, crisis, created_at, ${cursorTimeSql('created_at')} as cursor_at`;

/**
 * The care coach's records of each member: consent and its history (`coach_consent`,
 * `coach_consent_event`), the conversation (`coach_message`), the day's allowance used
 * (`coach_usage`) and the last crisis noticed (`coach_crisis`).
 */
@Injectable()
export class ChatRepository {
  async findConsent(em: EntityManager, userId: string): Promise<{ version: string; given_at: Date } | null> {
    const [consent] = await em.execute<{ version: string; given_at: Date }[]>('select version, given_at from coach_consent where user_id = ?', [userId]);
    return consent ?? null;
  }

  async findConsentVersion(em: EntityManager, userId: string): Promise<string | null> {
    const [consent] = await em.execute<{ version: string }[]>('select version from coach_consent where user_id = ?', [userId]);
    return consent?.version ?? null;
  }

  /** Consent given now to `version` (replacing any earlier), and its record in the history. */
  async giveConsent(tx: EntityManager, userId: string, version: string): Promise<void> {
    await tx.execute(
      `insert into coach_consent (user_id, version, given_at) values (?, ?, now())
         on conflict (user_id) do update set version = excluded.version, given_at = excluded.given_at`,
      [userId, version],
    );
    await tx.execute(`insert into coach_consent_event (id, user_id, action, version) values (?, ?, 'given', ?)`, [randomUUID(), userId, version]);
  }

  /** Deletes the member's consent; the version they had given, if any. */
  async deleteConsent(tx: EntityManager, userId: string): Promise<string | null> {
    const [consent] = await tx.execute<{ version: string }[]>('delete from coach_consent where user_id = ? returning version', [userId]);
    return consent?.version ?? null;
  }

  async recordWithdrawal(tx: EntityManager, userId: string, version: string): Promise<void> {
    await tx.execute(`insert into coach_consent_event (id, user_id, action, version) values (?, ?, 'withdrawn', ?)`, [randomUUID(), userId, version]);
  }

  /** Deletes the member's messages older than `days`. */
  async deleteMessagesOlderThan(em: EntityManager, userId: string, days: number): Promise<void> {
    await em.execute(`delete from coach_message where user_id = ? and created_at < now() - make_interval(days => ?)`, [userId, days]);
  }

  async deleteMessages(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from coach_message where user_id = ?', [userId]);
  }

  async deleteCrisis(tx: EntityManager, userId: string): Promise<void> {
    await tx.execute('delete from coach_crisis where user_id = ?', [userId]);
  }

  /** The member's newest `limit` messages, newest first. */
  findNewestMessages(em: EntityManager, userId: string, limit: number): Promise<MessageRow[]> {
    return em.execute<MessageRow[]>(`select ${messageColumns} from coach_message where user_id = ? order by created_at desc, id desc limit ?`, [userId, limit]);
  }

  /** `limit` of the member's messages of the last `days`, newest first, before `before` (from the newest without one). */
  findHistoryPage(em: EntityManager, userId: string, days: number, before: CursorPosition | null, limit: number): Promise<MessageRow[]> {
    return em.execute<MessageRow[]>(
      `select ${messageColumns} from coach_message
        where user_id = ? and created_at >= now() - make_interval(days => ?)${before ? ' and (created_at, id) < (?::timestamptz, ?)' : ''}
        order by created_at desc, id desc limit ?`,
      [userId, days, ...(before ? [before.at, before.id] : []), limit],
    );
  }

  /** The member's last `limit` messages and answers, oldest first: what a model is told of the conversation. */
  findModelContext(em: EntityManager, userId: string, limit: number): Promise<{ role: 'user' | 'assistant'; content: string }[]> {
    return em.execute<{ role: 'user' | 'assistant'; content: string }[]>(
      `select role, content from (select role, content, created_at, id from coach_message
          where user_id = ? and role in ('user', 'assistant') order by created_at desc, id desc limit ?) recent order by created_at, id`,
      [userId, limit],
    );
  }

  async insertUserMessage(tx: EntityManager, message: NewMessage): Promise<void> {
    await tx.execute(`insert into coach_message (id, user_id, role, content, citations, crisis, created_at) values (?, ?, 'user', ?, '[]', ?, ?)`, [
      randomUUID(),
      message.userId,
      message.content,
      message.crisis,
      message.createdAt,
    ]);
  }

  async insertAnswer(tx: EntityManager, message: NewMessage & { citations: CoachCitation[] }): Promise<void> {
    await tx.execute(`insert into coach_message (id, user_id, role, content, citations, crisis, created_at) values (?, ?, 'assistant', ?, ?, ?, ?)`, [
      randomUUID(),
      message.userId,
      message.content,
      JSON.stringify(message.citations),
      message.crisis,
      message.createdAt,
    ]);
  }

  /** The crisis noticed at `at`, with its families, replacing any earlier one. */
  async noticeCrisis(tx: EntityManager, userId: string, at: Date, families: string[]): Promise<void> {
    await tx.execute(
      `insert into coach_crisis (user_id, noticed_at, families) values (?, ?, string_to_array(?, ','))
           on conflict (user_id) do update set noticed_at = excluded.noticed_at, families = excluded.families`,
      [userId, at, families.join(',')],
    );
  }

  /** Whether a crisis was noticed within `hours` of `now` or a crisis message is kept, and the families last noticed. */
  async findCrisisShown(em: EntityManager, userId: string, now: Date, hours: number): Promise<{ shown: boolean; families: string[] | null } | null> {
    const [row] = await em.execute<{ shown: boolean; families: string[] | null }[]>(
      `select (exists (select 1 from coach_crisis where user_id = ? and noticed_at > ?::timestamptz - make_interval(hours => ?))
           or exists (select 1 from coach_message where user_id = ? and crisis)) as shown,
              (select families from coach_crisis where user_id = ?) as families`,
      [userId, now, hours, userId, userId],
    );
    return row ?? null;
  }

  /** How many messages the member sent on `day`. */
  async findMessagesOn(em: EntityManager, userId: string, day: string): Promise<number | null> {
    const [usage] = await em.execute<{ messages: number }[]>('select messages from coach_usage where user_id = ? and day = ?', [userId, day]);
    return usage?.messages ?? null;
  }

  /** The messages sent and the tokens used by the member on `day`. */
  async findUsageOn(em: EntityManager, userId: string, day: string): Promise<{ messages: number; tokens: number } | null> {
    const [usage] = await em.execute<{ messages: number; tokens: number }[]>('select messages, tokens from coach_usage where user_id = ? and day = ?', [userId, day]);
    return usage ?? null;
  }

  /** One more message on `day`, and the tokens its answer used. */
  async countMessage(tx: EntityManager, userId: string, day: string, tokens: number): Promise<void> {
    await tx.execute(
      `insert into coach_usage (user_id, day, messages, tokens) values (?, ?, 1, ?)
         on conflict (user_id, day) do update set messages = coach_usage.messages + 1, tokens = coach_usage.tokens + excluded.tokens`,
      [userId, day, tokens],
    );
  }
}
