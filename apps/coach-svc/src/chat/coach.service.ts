import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type Actor,
  type CoachCitation,
  coachConsentNotice,
  coachConsentVersion,
  type CoachContext,
  type CoachHistoryQuery,
  coachHistoryPageSize,
  coachLimits,
  type CoachMessage,
  coachMessages,
  type CoachReply,
  type CoachState,
  crisisCardAsText,
  crisisCardFor,
  type CrisisFamily,
  crisisFamilies,
  ErrorCode,
  type LibraryPassage,
  type Page,
  pageSizeOf,
  sydneyDay,
  sydneySecondsIntoDay,
} from '@kiin/contracts';
import { type CursorList, cursorTimeSql, decodeCursor, DomainError, encodeCursor, logger, pageFrom, SafetyCheck } from '@kiin/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { LibraryAssistant } from '../providers/library-assistant';
import { COACH_PROVIDER, type CoachProvider, listPassages } from '../providers/provider';
import { isInstructionOverride, isMedicalAdviceRequest, isUnsafeAnswer, redactIdentifiers } from '../safety/safety';

interface MessageRow {
  id: string;
  role: CoachMessage['role'];
  content: string;
  citations: CoachCitation[];
  crisis: boolean;
  created_at: Date;
  /** The row's time as a cursor keeps it (microseconds, UTC). */
  cursor_at: string;
}

/** The conversation's cursors: a message's time and id, going back in time. */
const historyCursor: CursorList = { letter: 'h' };
const messageColumns = `id, role, content, citations, crisis, created_at, ${cursorTimeSql('created_at')} as cursor_at`;
const earlierCursorOf = (row: MessageRow) => encodeCursor(historyCursor, { at: row.cursor_at, id: row.id });

/** The day a member's allowance belongs to, and the seconds until the next one (Sydney time). */
export function allowanceDay(now: Date): { day: string; secondsLeft: number } {
  return { day: sydneyDay(now), secondsLeft: Math.max(60, 86_400 - sydneySecondsIntoDay(now)) };
}

/** Answers from the library alone: the default provider, and the answer to any attempt to change the rules. */
const libraryAssistant = new LibraryAssistant();

export const citationOf = (p: LibraryPassage): CoachCitation => ({ id: p.id, title: p.title, type: p.type, href: `/content/${p.type}/${p.id}` });

/** What to say, before it is stored: the answer, its sources, and whether the crisis card applies. */
interface Outcome {
  response: string;
  citations: CoachCitation[];
  crisisNow: boolean;
  /** The families of danger found in this message or answer; empty when none. */
  families: CrisisFamily[];
  safety: CoachReply['safety'];
  tokens: number;
}

/**
 * The care coach: consent first, a day's allowance, the safety layer before and after any
 * provider, answers grounded in the library's passages, and the conversation kept per member.
 */
@Injectable()
export class CoachService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(COACH_PROVIDER) private readonly provider: CoachProvider,
    private readonly safety: SafetyCheck,
  ) {}

  private em(): EntityManager {
    return this.orm.em.fork();
  }

  private static requirePremium(actor: Actor | null): Actor {
    if (!actor) throw new DomainError(ErrorCode.AuthRequired, 'Authentication required');
    if (!actor.isPremium) throw new DomainError(ErrorCode.PremiumRequired, 'Premium membership required');
    return actor;
  }

  async state(actorOrNull: Actor | null, context: CoachContext, now = new Date()): Promise<CoachState> {
    const actor = CoachService.requirePremium(actorOrNull);
    const em = this.em();
    // History older than the kept period is deleted as soon as it is looked at.
    await em.execute(`delete from coach_message where user_id = ? and created_at < now() - make_interval(days => ?)`, [
      actor.userId,
      coachLimits.historyDays,
    ]);
    const [consent] = await em.execute<{ version: string; given_at: Date }[]>('select version, given_at from coach_consent where user_id = ?', [
      actor.userId,
    ]);
    // One more than is shown says whether anything earlier is kept.
    const recent = await em.execute<MessageRow[]>(
      `select ${messageColumns} from coach_message where user_id = ? order by created_at desc, id desc limit ?`,
      [actor.userId, coachLimits.historyShown + 1],
    );
    const rows = recent.slice(0, coachLimits.historyShown).reverse();
    const [usage] = await em.execute<{ messages: number }[]>('select messages from coach_usage where user_id = ? and day = ?', [
      actor.userId,
      allowanceDay(now).day,
    ]);
    return {
      consent: consent ? { version: consent.version, givenAt: new Date(consent.given_at).toISOString() } : null,
      notice: coachConsentNotice(this.provider.processor),
      greeting: coachMessages.greeting(context.firstName, context.conditions),
      messages: rows.map(toMessage),
      earlierCursor: recent.length > coachLimits.historyShown && rows[0] ? earlierCursorOf(rows[0]) : null,
      ...(await this.crisisShown(em, actor.userId, now)),
      provider: { kind: this.provider.kind, label: this.provider.label },
      usage: { messagesToday: usage?.messages ?? 0, messagesPerDay: coachLimits.messagesPerDay },
    };
  }

  /** A page of the kept conversation before `query.cursor` (from the newest without one), newest first. */
  async history(actorOrNull: Actor | null, query: Partial<CoachHistoryQuery>): Promise<Page<CoachMessage>> {
    const actor = CoachService.requirePremium(actorOrNull);
    const limit = pageSizeOf(query.limit, coachHistoryPageSize);
    const before = query.cursor ? decodeCursor(historyCursor, query.cursor) : null;
    const rows = await this.em().execute<MessageRow[]>(
      `select ${messageColumns} from coach_message
        where user_id = ? and created_at >= now() - make_interval(days => ?)${before ? ' and (created_at, id) < (?::timestamptz, ?)' : ''}
        order by created_at desc, id desc limit ?`,
      [actor.userId, coachLimits.historyDays, ...(before ? [before.at, before.id] : []), limit + 1],
    );
    return pageFrom(rows, limit, toMessage, earlierCursorOf);
  }

  async consent(actorOrNull: Actor | null, version: string): Promise<{ status: 'recorded'; version: string }> {
    const actor = CoachService.requirePremium(actorOrNull);
    if (version !== coachConsentVersion) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentOutdated);
    await this.em().transactional(async (em) => {
      await em.execute(
        `insert into coach_consent (user_id, version, given_at) values (?, ?, now())
         on conflict (user_id) do update set version = excluded.version, given_at = excluded.given_at`,
        [actor.userId, version],
      );
      await em.execute(`insert into coach_consent_event (id, user_id, action, version) values (?, ?, 'given', ?)`, [randomUUID(), actor.userId, version]);
    });
    return { status: 'recorded', version };
  }

  /** Withdrawing consent deletes the conversation at once; the record that consent was given and withdrawn stays. */
  async withdraw(actorOrNull: Actor | null): Promise<{ status: 'withdrawn' }> {
    const actor = CoachService.requirePremium(actorOrNull);
    await this.em().transactional(async (em) => {
      const [consent] = await em.execute<{ version: string }[]>('delete from coach_consent where user_id = ? returning version', [actor.userId]);
      await em.execute('delete from coach_message where user_id = ?', [actor.userId]);
      await em.execute('delete from coach_crisis where user_id = ?', [actor.userId]);
      if (consent) {
        await em.execute(`insert into coach_consent_event (id, user_id, action, version) values (?, ?, 'withdrawn', ?)`, [
          randomUUID(),
          actor.userId,
          consent.version,
        ]);
      }
    });
    return { status: 'withdrawn' };
  }

  /** A new conversation. The crisis card stays for its window even so (see `crisisCardHours`). */
  async clear(actorOrNull: Actor | null): Promise<{ status: 'cleared' }> {
    const actor = CoachService.requirePremium(actorOrNull);
    await this.em().execute('delete from coach_message where user_id = ?', [actor.userId]);
    return { status: 'cleared' };
  }

  async chat(actorOrNull: Actor | null, message: string, passages: LibraryPassage[], now = new Date()): Promise<CoachReply> {
    const actor = CoachService.requirePremium(actorOrNull);
    const em = this.em();
    const [consent] = await em.execute<{ version: string }[]>('select version from coach_consent where user_id = ?', [actor.userId]);
    if (!consent) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentRequired);
    if (consent.version !== coachConsentVersion) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentOutdated);

    const { day, secondsLeft } = allowanceDay(now);
    const [usage] = await em.execute<{ messages: number; tokens: number }[]>('select messages, tokens from coach_usage where user_id = ? and day = ?', [
      actor.userId,
      day,
    ]);
    if ((usage?.messages ?? 0) >= coachLimits.messagesPerDay) throw new DomainError(ErrorCode.CoachBudgetReached, coachMessages.dailyMessages, secondsLeft);
    if ((usage?.tokens ?? 0) >= coachLimits.tokensPerDay) throw new DomainError(ErrorCode.CoachBudgetReached, coachMessages.dailyTokens, secondsLeft);

    const sources = passages.slice(0, coachLimits.passages);
    const outcome = await this.decide(em, actor.userId, message, sources);
    const shown = outcome.crisisNow ? { crisis: true, crisisFamilies: outcome.families } : await this.crisisShown(em, actor.userId, now);

    await em.transactional(async (tx) => {
      const at = now.getTime();
      await tx.execute(`insert into coach_message (id, user_id, role, content, citations, crisis, created_at) values (?, ?, 'user', ?, '[]', ?, ?)`, [
        randomUUID(),
        actor.userId,
        message,
        outcome.crisisNow,
        new Date(at),
      ]);
      await tx.execute(`insert into coach_message (id, user_id, role, content, citations, crisis, created_at) values (?, ?, 'assistant', ?, ?, ?, ?)`, [
        randomUUID(),
        actor.userId,
        outcome.response,
        JSON.stringify(outcome.citations),
        outcome.crisisNow,
        new Date(at + 1),
      ]);
      if (outcome.crisisNow) {
        await tx.execute(
          `insert into coach_crisis (user_id, noticed_at, families) values (?, ?, string_to_array(?, ','))
           on conflict (user_id) do update set noticed_at = excluded.noticed_at, families = excluded.families`,
          [actor.userId, now, outcome.families.join(',')],
        );
      }
      await tx.execute(
        `insert into coach_usage (user_id, day, messages, tokens) values (?, ?, 1, ?)
         on conflict (user_id, day) do update set messages = coach_usage.messages + 1, tokens = coach_usage.tokens + excluded.tokens`,
        [actor.userId, day, outcome.tokens],
      );
    });
    return { response: outcome.response, citations: outcome.citations, ...shown, provider: this.provider.kind, safety: outcome.safety };
  }

  /**
   * The safety layer decides before any provider is asked: a message that tells of danger
   * gets the fixed card for that danger and no answer to its question (a request for lethal
   * means included); a request for a diagnosis, a dose or a treatment change gets a plain
   * refusal and what the library has; an attempt to change the rules never reaches a model.
   * A model's answer is checked again before anyone sees it.
   */
  private async decide(em: EntityManager, userId: string, message: string, passages: LibraryPassage[]): Promise<Outcome> {
    const verdict = await this.safety.assess(message);
    const citations = passages.map(citationOf);
    if (verdict.crisis) return crisisReply(verdict.families);
    if (isMedicalAdviceRequest(message)) return medicalRefusal(passages);
    if (passages.length === 0) return { response: coachMessages.nothingFound, citations: [], crisisNow: false, families: [], safety: 'off-library', tokens: 0 };
    if (isInstructionOverride(message) || this.provider.kind === 'library') {
      const { text } = await libraryAssistant.answer({ history: [], message, passages });
      return { response: text, citations, crisisNow: false, families: [], safety: null, tokens: 0 };
    }

    const history = (
      await em.execute<{ role: 'user' | 'assistant'; content: string }[]>(
        `select role, content from (select role, content, created_at, id from coach_message
          where user_id = ? and role in ('user', 'assistant') order by created_at desc, id desc limit ?) recent order by created_at, id`,
        [userId, coachLimits.modelContextMessages],
      )
    ).map((m) => ({ role: m.role, content: redactIdentifiers(m.content) }));
    let answer: { text: string; tokens: number };
    try {
      answer = await this.provider.answer({ history, message: redactIdentifiers(message), passages });
    } catch (error) {
      logger().error({ err: error, provider: this.provider.kind }, 'coach provider failed');
      throw new DomainError(ErrorCode.ServiceUnavailable, coachMessages.failedSystem);
    }
    if (isUnsafeAnswer(answer.text)) {
      logger().warn({ provider: this.provider.kind }, 'coach answer withheld by the safety check');
      return { ...medicalRefusal(passages), tokens: answer.tokens };
    }
    const said = this.safety.rules(answer.text);
    if (said.crisis) {
      const card = crisisCardFor(said.families);
      return { response: `${answer.text}\n\n${crisisCardAsText(card)}`, citations, crisisNow: true, families: card.families, safety: 'crisis', tokens: answer.tokens };
    }
    return { response: answer.text, citations, crisisNow: false, families: [], safety: null, tokens: answer.tokens };
  }

  /** Whether the card stays on screen (for its window, or while a crisis message is in view), and which card. */
  private async crisisShown(em: EntityManager, userId: string, now: Date): Promise<{ crisis: boolean; crisisFamilies: CrisisFamily[] }> {
    const [row] = await em.execute<{ shown: boolean; families: string[] | null }[]>(
      `select (exists (select 1 from coach_crisis where user_id = ? and noticed_at > ?::timestamptz - make_interval(hours => ?))
           or exists (select 1 from coach_message where user_id = ? and crisis)) as shown,
              (select families from coach_crisis where user_id = ?) as families`,
      [userId, now, coachLimits.crisisCardHours, userId, userId],
    );
    if (row?.shown !== true) return { crisis: false, crisisFamilies: [] };
    return { crisis: true, crisisFamilies: crisisCardFor(crisisFamilies.filter((f) => row.families?.includes(f))).families };
  }
}

/**
 * The fixed answer to a message that tells of danger: for a medical emergency "Call 000 now"
 * comes first and alone; otherwise a few calm words, then the lines.
 */
function crisisReply(found: CrisisFamily[]): Outcome {
  const card = crisisCardFor(found);
  const text = crisisCardAsText(card);
  const response = card.families.includes('medical') ? text : `${coachMessages.crisis}\n\n${text}`;
  return { response, citations: [], crisisNow: true, families: card.families, safety: 'crisis', tokens: 0 };
}

function medicalRefusal(passages: LibraryPassage[]): Outcome {
  if (passages.length === 0) return { response: coachMessages.medicalNothing, citations: [], crisisNow: false, families: [], safety: 'medical', tokens: 0 };
  return {
    response: `${coachMessages.medical}\n\n${listPassages(passages)}`,
    citations: passages.map(citationOf),
    crisisNow: false,
    families: [],
    safety: 'medical',
    tokens: 0,
  };
}

function toMessage(row: MessageRow): CoachMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: new Date(row.created_at).toISOString(),
    citations: row.citations,
    crisis: row.crisis,
  };
}
