import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  type Actor,
  type AnswerKiinboxQuestionBody,
  type AskedKiinboxQuestion,
  type AskKiinboxQuestionBody,
  crisisAlertMinutesPerAuthor,
  endOfSydneyDay,
  type Envelope,
  ErrorCode,
  type EventMap,
  type HideKiinboxQuestionBody,
  type KiinboxAnswer,
  type KiinboxLibraryItem,
  kiinboxMessages,
  type KiinboxPageQuery,
  type KiinboxQueueQuery,
  kiinboxRules,
  type KiinboxSession,
  type MyKiinboxQuestion,
  type Page,
  pageSizeOf,
  type PublicKiinboxQuery,
  type PublicKiinboxQuestion,
  type PublicKiinboxSummary,
  ServiceName,
  type StaffKiinboxQuestion,
  startOfSydneyDay,
  trimInvisible,
} from '@kiin/contracts';
import { DomainError, notesPlace, OnEvent, pageFrom, recordEvent, renderMarkdown, SafetyCheck } from '@kiin/service-kit';
import { excerptOf } from '../posts/excerpt';
import { containsPattern, type CursorKind, decodeCursor, encodeCursor } from '../posts/paging';
import type { KiinboxQuestionRow } from './kiinbox.entities';
import { KiinboxRepository, type ListPosition } from './kiinbox.repository';
import { decideAsking, queueRank } from './policy';

const notFound = () => new DomainError(ErrorCode.KiinboxQuestionNotFound, kiinboxMessages.notFound);

const sessionOf = (row: KiinboxQuestionRow): KiinboxSession | null =>
  row.kliinicSessionId && row.kliinicSessionStartsAt
    ? { id: row.kliinicSessionId, title: row.kliinicSessionTitle ?? '', startsAt: row.kliinicSessionStartsAt.toISOString() }
    : null;

const answerOf = (row: KiinboxQuestionRow): KiinboxAnswer | null =>
  row.status === 'answered' && row.answerMarkdown !== null && row.answeredAt
    ? { markdown: row.answerMarkdown, html: row.answerHtml ?? '', library: row.library, answeredAt: row.answeredAt.toISOString(), inSession: row.answeredInSession }
    : null;

/**
 * kiinbox (ADR 28): members ask the experts, in general or before a kliinic they booked. Every
 * question goes through the safety check first; one that tells of danger is held for a
 * moderator, its asker sees the crisis card at once, and never reaches the experts' queue until
 * a moderator sends it on. Answers are Markdown rendered by the one renderer; answered questions
 * the asker let be published form the public Q&A, which never names the asker.
 */
@Injectable()
export class KiinboxService {
  constructor(
    private readonly orm: MikroORM,
    private readonly safety: SafetyCheck,
    private readonly stored: KiinboxRepository,
  ) {}

  toMine(row: KiinboxQuestionRow): MyKiinboxQuestion {
    return {
      id: row.id,
      text: row.text,
      topic: row.topic,
      session: sessionOf(row),
      publishable: row.publishable,
      status: row.status,
      askedAt: row.askedAt.toISOString(),
      answer: answerOf(row),
      hiddenNote: row.status === 'hidden' ? row.hiddenNote : null,
    };
  }

  toStaff(row: KiinboxQuestionRow, now = new Date()): StaffKiinboxQuestion {
    return {
      id: row.id,
      text: row.text,
      topic: row.topic,
      session: sessionOf(row),
      publishable: row.publishable,
      status: row.status,
      premium: row.premium,
      fairShare: row.status === 'pending' && queueRank(row, now) === 0,
      coveredInSession: row.coveredInSession,
      crisisFamilies: row.crisisFamilies,
      askedAt: row.askedAt.toISOString(),
    };
  }

  /**
   * A member asks. The daily limit (free 2, premium 10 a Sydney day: `decideAsking`) is counted
   * under a lock on the asker, so two questions at once cannot both pass it; a question that
   * tells of danger is never refused, and moderators are mailed about it at most once an hour
   * per asker (the held list still shows every one).
   */
  async ask(actor: Actor, body: Omit<AskKiinboxQuestionBody, 'kliinicSessionId'> & { session: KiinboxSession | null }): Promise<AskedKiinboxQuestion> {
    const text = trimInvisible(body.text);
    if (text.length < kiinboxRules.questionMinLength) throw new DomainError(ErrorCode.ValidationFailed, kiinboxMessages.tooShort(text.length));
    if (text.length > kiinboxRules.questionMaxLength) throw new DomainError(ErrorCode.ValidationFailed, kiinboxMessages.tooLong);
    const safety = await this.safety.assessAll([text]);
    return this.orm.em.fork().transactional(async (em) => {
      await this.stored.lockAsker(em, actor.userId);
      const now = new Date();
      const askedToday = await this.stored.countAskedSince(em, actor.userId, startOfSydneyDay(now));
      const decision = decideAsking({ premium: actor.isPremium, askedToday, crisis: safety.crisis });
      if (decision.kind === 'refused') {
        throw new DomainError(ErrorCode.KiinboxDailyLimit, decision.message, Math.max(1, Math.ceil((endOfSydneyDay(now).getTime() - now.getTime()) / 1000)));
      }
      const alert = decision.status === 'held' && !(await this.stored.alertedRecently(em, actor.userId, crisisAlertMinutesPerAuthor));
      const row = this.stored.create(em, {
        id: randomUUID(),
        userId: actor.userId,
        text,
        topic: body.topic,
        kliinicSessionId: body.session?.id ?? null,
        kliinicSessionTitle: body.session?.title ?? null,
        kliinicSessionStartsAt: body.session ? new Date(body.session.startsAt) : null,
        publishable: body.publishable,
        premium: actor.isPremium,
        status: decision.status,
        crisisFamilies: safety.families,
      });
      if (alert) {
        row.crisisAlerted = true;
        recordEvent(em, ServiceName.Community, 'kiinbox.question-crisis-flagged.v1', row.id, { questionId: row.id, flaggedAt: now.toISOString() });
      }
      await em.flush();
      return {
        question: this.toMine(row),
        notice: decision.status === 'held' ? kiinboxMessages.held : kiinboxMessages.pending,
        showCrisisCard: safety.crisis,
        crisisFamilies: safety.families,
      };
    });
  }

  /** A page of rows read by their positions, with the cursor of the next. */
  private async page<T>(em: EntityManager, kind: CursorKind, positions: ListPosition[], limit: number, item: (row: KiinboxQuestionRow) => T): Promise<Page<T>> {
    const shown = positions.slice(0, limit);
    const rows = await this.stored.findInOrder(em, shown);
    const last = shown.at(-1);
    return {
      items: rows.map(item),
      nextCursor: positions.length > limit && last ? encodeCursor(kind, { at: last.cursor_at, id: last.id, rank: last.rank }) : null,
    };
  }

  async mine(actor: Actor, query: KiinboxPageQuery): Promise<Page<MyKiinboxQuestion>> {
    const em = this.orm.em.fork();
    const limit = pageSizeOf(query.limit, kiinboxRules.minePageSize);
    const after = query.cursor ? decodeCursor('kiinbox-mine', query.cursor) : undefined;
    const positions = await this.stored.minePositions(em, actor.userId, after, limit + 1);
    return this.page(em, 'kiinbox-mine', positions, limit, (row) => this.toMine(row));
  }

  /** The experts' queue, in fair-share order (`policy.ts`), filtered by kliinic session and topic. */
  async queue(query: KiinboxQueueQuery): Promise<Page<StaffKiinboxQuestion>> {
    const em = this.orm.em.fork();
    const limit = pageSizeOf(query.limit, kiinboxRules.queuePageSize);
    const after = query.cursor ? decodeCursor('kiinbox-queue', query.cursor) : undefined;
    const positions = await this.stored.queuePositions(em, { sessionId: query.session, topic: query.topic, after, take: limit + 1 });
    const now = new Date();
    return this.page(em, 'kiinbox-queue', positions, limit, (row) => this.toStaff(row, now));
  }

  /** Questions held for moderators (crisis), oldest first. */
  async held(query: KiinboxPageQuery): Promise<Page<StaffKiinboxQuestion>> {
    const em = this.orm.em.fork();
    const limit = pageSizeOf(query.limit, kiinboxRules.queuePageSize);
    const after = query.cursor ? decodeCursor('kiinbox-held', query.cursor) : undefined;
    const positions = await this.stored.heldPositions(em, after, limit + 1);
    return this.page(em, 'kiinbox-held', positions, limit, (row) => this.toStaff(row));
  }

  /** The public Q&A: newest answered first, searched in question and answer, never naming the asker. */
  async publicList(query: PublicKiinboxQuery): Promise<Page<PublicKiinboxSummary>> {
    const limit = pageSizeOf(query.limit, kiinboxRules.publicPageSize);
    const rows = await this.stored.listPublished(this.orm.em.fork(), {
      topic: query.topic,
      pattern: query.q ? containsPattern(query.q) : undefined,
      libraryItem: query.libraryItem,
      after: query.cursor ? decodeCursor('kiinbox-public', query.cursor) : undefined,
      take: limit + 1,
    });
    return pageFrom(
      rows,
      limit,
      (r) => ({
        id: r.id,
        topic: r.topic,
        questionExcerpt: excerptOf(r.text_head, { clipped: r.text_clipped }),
        answerExcerpt: excerptOf(r.answer_head, { clipped: r.answer_clipped }),
        answeredAt: new Date(r.answered_at).toISOString(),
      }),
      (last) => encodeCursor('kiinbox-public', { at: last.cursor_at, id: last.id }),
    );
  }

  async publicGet(id: string): Promise<PublicKiinboxQuestion> {
    const row = await this.stored.findPublished(this.orm.em.fork(), id);
    const answer = row && answerOf(row);
    if (!row || !answer) throw notFound();
    return { id: row.id, topic: row.topic, text: row.text, answer };
  }

  /** Tells the asker (and, for a published question, gamification) that it is answered. */
  private announceAnswer(em: EntityManager, row: KiinboxQuestionRow): void {
    recordEvent(em, ServiceName.Community, 'kiinbox.question-answered.v1', row.userId, {
      userId: row.userId,
      questionId: row.id,
      published: row.publishable && !row.answeredInSession,
      inSession: row.answeredInSession,
      answeredAt: row.answeredAt!.toISOString(),
    });
  }

  /**
   * An expert answers a pending question in Markdown (stored as written and as sanitised HTML,
   * rendered as kliinic notes are), linking library items the gateway found in the library.
   */
  async answer(actor: Actor, id: string, body: Omit<AnswerKiinboxQuestionBody, 'libraryItemIds'> & { library: KiinboxLibraryItem[] }): Promise<StaffKiinboxQuestion> {
    const markdown = trimInvisible(body.markdown);
    if (!markdown) throw new DomainError(ErrorCode.ValidationFailed, 'markdown is required');
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.stored.find(em, id);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw new DomainError(ErrorCode.KiinboxNotPending, kiinboxMessages.notPending);
      row.status = 'answered';
      row.answerMarkdown = markdown;
      row.answerHtml = renderMarkdown(markdown, notesPlace);
      row.library = body.library.slice(0, kiinboxRules.libraryItemsMax);
      row.answeredInSession = false;
      row.answeredBy = actor.userId;
      row.answeredAt = new Date();
      this.announceAnswer(em, row);
      await em.flush();
      return this.toStaff(row);
    });
  }

  /** A moderator hides a question (pending, held or published) with a note the asker reads. */
  async hide(actor: Actor, id: string, body: HideKiinboxQuestionBody): Promise<StaffKiinboxQuestion> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.stored.find(em, id);
      if (!row) throw notFound();
      if (row.status === 'hidden') return this.toStaff(row);
      row.status = 'hidden';
      row.hiddenNote = trimInvisible(body.note);
      row.hiddenBy = actor.userId;
      row.hiddenAt = new Date();
      await em.flush();
      return this.toStaff(row);
    });
  }

  /** A moderator who has read a held (crisis) question sends it on to the experts' queue. */
  async release(id: string): Promise<StaffKiinboxQuestion> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.stored.find(em, id);
      if (!row) throw notFound();
      if (row.status !== 'held') throw new DomainError(ErrorCode.KiinboxNotPending, kiinboxMessages.notHeld);
      row.status = 'pending';
      await em.flush();
      return this.toStaff(row);
    });
  }

  /** The expert will cover the question in the kliinic it was asked for; it is answered when the notes go out. */
  async coverInSession(id: string): Promise<StaffKiinboxQuestion> {
    return this.orm.em.fork().transactional(async (em) => {
      const row = await this.stored.find(em, id);
      if (!row) throw notFound();
      if (!row.kliinicSessionId) throw new DomainError(ErrorCode.ValidationFailed, kiinboxMessages.noSession);
      if (row.status !== 'pending') throw new DomainError(ErrorCode.KiinboxNotPending, kiinboxMessages.notPending);
      row.coveredInSession = true;
      await em.flush();
      return this.toStaff(row);
    });
  }

  /**
   * A kliinic's notes have gone to every ticket holder (coach-svc): the questions marked to be
   * covered in it are answered with a pointer to the notes, and their askers told. They stay out
   * of the public Q&A (the notes are for those booked), so they earn no points.
   */
  @OnEvent('kliinic.notes-sent.v1')
  async onNotesSent(em: EntityManager, event: Envelope<EventMap['kliinic.notes-sent.v1']>): Promise<void> {
    const answeredAt = new Date(event.occurredAt);
    for (const row of await this.stored.findCoveredInSession(em, event.payload.sessionId)) {
      const markdown = kiinboxMessages.coveredInSession(row.kliinicSessionTitle ?? 'your kliinic');
      row.status = 'answered';
      row.answerMarkdown = markdown;
      row.answerHtml = renderMarkdown(markdown, notesPlace);
      row.answeredInSession = true;
      row.answeredAt = answeredAt;
      this.announceAnswer(em, row);
    }
    await em.flush();
  }
}
