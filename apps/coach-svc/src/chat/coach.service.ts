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
import { type CursorList, decodeCursor, DomainError, encodeCursor, logger, pageFrom, SafetyCheck } from '@kiin/service-kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { LibraryAssistant } from '../providers/library-assistant';
import { COACH_PROVIDER, type CoachProvider, listPassages } from '../providers/provider';
import { isInstructionOverride, isMedicalAdviceRequest, isUnsafeAnswer, redactIdentifiers } from '../safety/safety';
import { ChatRepository, type MessageRow } from './chat.repository';
import { engageCitation, engageLine, engageSuggestion } from './engage-suggestion';

/** The conversation's cursors: a message's time and id, going back in time. */
const historyCursor: CursorList = { letter: 'h' };
const earlierCursorOf = (row: MessageRow) => encodeCursor(historyCursor, { at: row.cursor_at, id: row.id });

/** The day a member's allowance belongs to, and the seconds until the next one (Sydney time). */
export function allowanceDay(now: Date): { day: string; secondsLeft: number } {
  return { day: sydneyDay(now), secondsLeft: Math.max(60, 86_400 - sydneySecondsIntoDay(now)) };
}

/** Answers from the library alone: the default provider, and the answer to any attempt to change the rules. */
const libraryAssistant = new LibraryAssistant();

export const citationOf = (p: LibraryPassage): CoachCitation => ({ id: p.id, title: p.title, type: p.type, href: `/content/${p.type}/${p.id}` });

/** What to say, before it is stored: the answer, its sources, and whether the crisis card applies. */
export interface Outcome {
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
    private readonly chats: ChatRepository,
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
    await this.chats.deleteMessagesOlderThan(em, actor.userId, coachLimits.historyDays);
    const consent = await this.chats.findConsent(em, actor.userId);
    // One more than is shown says whether anything earlier is kept.
    const recent = await this.chats.findNewestMessages(em, actor.userId, coachLimits.historyShown + 1);
    const rows = recent.slice(0, coachLimits.historyShown).reverse();
    const messagesToday = await this.chats.findMessagesOn(em, actor.userId, allowanceDay(now).day);
    return {
      consent: consent ? { version: consent.version, givenAt: new Date(consent.given_at).toISOString() } : null,
      notice: coachConsentNotice(this.provider.processor),
      greeting: coachMessages.greeting(context.firstName, context.conditions),
      messages: rows.map(toMessage),
      earlierCursor: recent.length > coachLimits.historyShown && rows[0] ? earlierCursorOf(rows[0]) : null,
      ...(await this.crisisShown(em, actor.userId, now)),
      provider: { kind: this.provider.kind, label: this.provider.label },
      usage: { messagesToday: messagesToday ?? 0, messagesPerDay: coachLimits.messagesPerDay },
    };
  }

  /** A page of the kept conversation before `query.cursor` (from the newest without one), newest first. */
  async history(actorOrNull: Actor | null, query: Partial<CoachHistoryQuery>): Promise<Page<CoachMessage>> {
    const actor = CoachService.requirePremium(actorOrNull);
    const limit = pageSizeOf(query.limit, coachHistoryPageSize);
    const before = query.cursor ? decodeCursor(historyCursor, query.cursor) : null;
    const rows = await this.chats.findHistoryPage(this.em(), actor.userId, coachLimits.historyDays, before, limit + 1);
    return pageFrom(rows, limit, toMessage, earlierCursorOf);
  }

  async consent(actorOrNull: Actor | null, version: string): Promise<{ status: 'recorded'; version: string }> {
    const actor = CoachService.requirePremium(actorOrNull);
    if (version !== coachConsentVersion) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentOutdated);
    await this.em().transactional((em) => this.chats.giveConsent(em, actor.userId, version));
    return { status: 'recorded', version };
  }

  /** Withdrawing consent deletes the conversation at once; the record that consent was given and withdrawn stays. */
  async withdraw(actorOrNull: Actor | null): Promise<{ status: 'withdrawn' }> {
    const actor = CoachService.requirePremium(actorOrNull);
    await this.em().transactional(async (em) => {
      const version = await this.chats.deleteConsent(em, actor.userId);
      await this.chats.deleteMessages(em, actor.userId);
      await this.chats.deleteCrisis(em, actor.userId);
      if (version) await this.chats.recordWithdrawal(em, actor.userId, version);
    });
    return { status: 'withdrawn' };
  }

  /** A new conversation. The crisis card stays for its window even so (see `crisisCardHours`). */
  async clear(actorOrNull: Actor | null): Promise<{ status: 'cleared' }> {
    const actor = CoachService.requirePremium(actorOrNull);
    await this.chats.deleteMessages(this.em(), actor.userId);
    return { status: 'cleared' };
  }

  async chat(actorOrNull: Actor | null, message: string, passages: LibraryPassage[], now = new Date()): Promise<CoachReply> {
    const actor = CoachService.requirePremium(actorOrNull);
    const em = this.em();
    const consented = await this.chats.findConsentVersion(em, actor.userId);
    if (!consented) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentRequired);
    if (consented !== coachConsentVersion) throw new DomainError(ErrorCode.CoachConsentRequired, coachMessages.consentOutdated);

    const { day, secondsLeft } = allowanceDay(now);
    const usage = await this.chats.findUsageOn(em, actor.userId, day);
    if ((usage?.messages ?? 0) >= coachLimits.messagesPerDay) throw new DomainError(ErrorCode.CoachBudgetReached, coachMessages.dailyMessages, secondsLeft);
    if ((usage?.tokens ?? 0) >= coachLimits.tokensPerDay) throw new DomainError(ErrorCode.CoachBudgetReached, coachMessages.dailyTokens, secondsLeft);

    const sources = passages.slice(0, coachLimits.passages);
    const outcome = withEngageLink(await this.decide(em, actor.userId, message, sources), message);
    const shown = outcome.crisisNow ? { crisis: true, crisisFamilies: outcome.families } : await this.crisisShown(em, actor.userId, now);

    await em.transactional(async (tx) => {
      const at = now.getTime();
      await this.chats.insertUserMessage(tx, { userId: actor.userId, content: message, crisis: outcome.crisisNow, createdAt: new Date(at) });
      await this.chats.insertAnswer(tx, {
        userId: actor.userId,
        content: outcome.response,
        citations: outcome.citations,
        crisis: outcome.crisisNow,
        createdAt: new Date(at + 1),
      });
      if (outcome.crisisNow) await this.chats.noticeCrisis(tx, actor.userId, now, outcome.families);
      await this.chats.countMessage(tx, actor.userId, day, outcome.tokens);
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

    const history = (await this.chats.findModelContext(em, userId, coachLimits.modelContextMessages)).map((m) => ({ role: m.role, content: redactIdentifiers(m.content) }));
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
    const row = await this.chats.findCrisisShown(em, userId, now, coachLimits.crisisCardHours);
    if (row?.shown !== true) return { crisis: false, crisisFamilies: [] };
    return { crisis: true, crisisFamilies: crisisCardFor(crisisFamilies.filter((f) => row.families?.includes(f))).families };
  }
}

/**
 * A message asking who or where can help (with respite, near 2000) gets, after whatever the
 * library said, a line and a link to Engage with its need and postcode filled in. Never with
 * the crisis card: the safety layer has decided first, and a crisis answer stays as it is.
 */
export function withEngageLink(outcome: Outcome, message: string): Outcome {
  if (outcome.crisisNow) return outcome;
  const suggestion = engageSuggestion(message);
  if (!suggestion) return outcome;
  return { ...outcome, response: `${outcome.response}\n\n${engageLine(suggestion)}`, citations: [...outcome.citations, engageCitation(suggestion)] };
}

/**
 * The fixed answer to a message that tells of danger: for a medical emergency "Call 000 now"
 * comes first and alone; otherwise a few calm words, then the lines.
 */
export function crisisReply(found: CrisisFamily[]): Outcome {
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
