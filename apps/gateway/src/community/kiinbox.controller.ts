import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  type Actor,
  type AnswerKiinboxQuestionBody,
  AnswerKiinboxQuestionBodySchema,
  type AskedKiinboxQuestion,
  AskedKiinboxQuestionSchema,
  type AskKiinboxQuestionBody,
  AskKiinboxQuestionBodySchema,
  type Booking,
  contentPath,
  ErrorCode,
  type HideKiinboxQuestionBody,
  HideKiinboxQuestionBodySchema,
  type KiinboxLibraryItem,
  kiinboxMessages,
  type KiinboxPageQuery,
  KiinboxPageQuerySchema,
  type KiinboxQueueQuery,
  KiinboxQueueQuerySchema,
  type KiinboxSession,
  type MyKiinboxQuestion,
  MyKiinboxQuestionPageSchema,
  type Page,
  type PublicKiinboxQuery,
  PublicKiinboxQuerySchema,
  type PublicKiinboxQuestion,
  PublicKiinboxQuestionSchema,
  PublicKiinboxPageSchema,
  type PublicKiinboxSummary,
  type StaffKiinboxQuestion,
  StaffKiinboxQuestionPageSchema,
  StaffKiinboxQuestionSchema,
} from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { z } from 'zod';
import { CurrentActor, SignedIn, SignedInActor } from '../auth/actor';
import { ValidBody, ValidParam, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';
import { RequiresAccess } from './staff';

const uuid = z.uuid();
const QuestionIdParam = z.uuid({ error: 'must be a question id (a UUID) from the kiinbox queue' });
/** A path id that is not a UUID names no question: 404, as for a discussion. */
const questionId = (id: string): string => {
  if (!uuid.safeParse(id).success) throw new DomainError(ErrorCode.KiinboxQuestionNotFound, kiinboxMessages.notFound);
  return id;
};

/** How many pages of the member's bookings are read to find the session: upcoming seats come first. */
const bookingPagesRead = 10;

/**
 * kiinbox (ADR 28): members ask Kiin's experts, experts answer from their queue, moderators
 * read held (crisis) questions and hide; the answered questions askers let be published are a
 * public Q&A that never names them. The gateway adds what community-svc cannot ask for itself
 * (services never call each other, ADR 9): the member's booked session from billing, and the
 * linked library items from content.
 */
@Controller('api')
export class KiinboxController {
  constructor(private readonly services: ServiceClients) {}

  @Get('kiinbox')
  @Endpoint({
    summary: 'The public Q&A: a page of answered questions, newest answered first, with excerpts; search question and answer with q, filter by topic (no sign-in; never names the asker)',
    tag: 'kiinbox',
    response: PublicKiinboxPageSchema,
  })
  list(@ValidQuery(PublicKiinboxQuerySchema) query: PublicKiinboxQuery, @CurrentActor() actor: Actor | null): Promise<Page<PublicKiinboxSummary>> {
    return this.services.call('kiinbox.public-list', query, actor);
  }

  @Get('kiinbox/:id')
  @Endpoint({ summary: 'One published question with its answer (sanitised HTML) and the library items it links', tag: 'kiinbox', response: PublicKiinboxQuestionSchema, errors: [404] })
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<PublicKiinboxQuestion> {
    return this.services.call('kiinbox.public-get', { id: questionId(id) }, actor);
  }

  @Post('kiinbox/questions')
  @Endpoint({
    summary:
      'Ask the experts, in general (with a topic) or for an upcoming kliinic you booked; a question that tells of danger is held for a moderator and answered with the crisis card',
    tag: 'kiinbox',
    response: AskedKiinboxQuestionSchema,
    errors: [429],
  })
  @SignedIn()
  async ask(@ValidBody(AskKiinboxQuestionBodySchema) body: AskKiinboxQuestionBody, @SignedInActor() actor: Actor): Promise<AskedKiinboxQuestion> {
    const { kliinicSessionId, ...question } = body;
    const session = kliinicSessionId ? await this.bookedSession(kliinicSessionId, actor) : null;
    return this.services.call('kiinbox.ask', { ...question, session }, actor);
  }

  @Get('kiinbox/questions/mine')
  @Endpoint({ summary: "A page of the member's own questions, newest first, with the answer once answered: { items, nextCursor }", tag: 'kiinbox', response: MyKiinboxQuestionPageSchema })
  @SignedIn()
  mine(@ValidQuery(KiinboxPageQuerySchema) query: KiinboxPageQuery, @SignedInActor() actor: Actor): Promise<Page<MyKiinboxQuestion>> {
    return this.services.call('kiinbox.mine', query, actor);
  }

  @Get('staff/kiinbox/questions')
  @Endpoint({
    summary: "The experts' queue: premium first, free questions waiting over 48 h on top, oldest first; filter by kliinic session and topic (experts and admins)",
    tag: 'kiinbox-staff',
    response: StaffKiinboxQuestionPageSchema,
  })
  @RequiresAccess('kiinbox.answer')
  queue(@ValidQuery(KiinboxQueueQuerySchema) query: KiinboxQueueQuery, @CurrentActor() actor: Actor): Promise<Page<StaffKiinboxQuestion>> {
    return this.services.call('kiinbox.queue', query, actor);
  }

  @Post('staff/kiinbox/questions/:id/answer')
  @HttpCode(200)
  @Endpoint({ summary: 'Answer a question in Markdown, linking up to 5 library items; the asker is told (experts and admins)', tag: 'kiinbox-staff', response: StaffKiinboxQuestionSchema, errors: [404, 409] })
  @RequiresAccess('kiinbox.answer')
  async answer(
    @ValidParam('id', QuestionIdParam) id: string,
    @ValidBody(AnswerKiinboxQuestionBodySchema) body: AnswerKiinboxQuestionBody,
    @CurrentActor() actor: Actor,
  ): Promise<StaffKiinboxQuestion> {
    const library = await this.libraryItems(body.libraryItemIds, actor);
    return this.services.call('kiinbox.answer', { id, markdown: body.markdown, library }, actor);
  }

  @Post('staff/kiinbox/questions/:id/answered-in-session')
  @HttpCode(200)
  @Endpoint({
    summary: "Mark a question as covered in the kliinic it was asked for: it is answered, pointing to the session's notes, when they are sent (experts and admins)",
    tag: 'kiinbox-staff',
    response: StaffKiinboxQuestionSchema,
    errors: [404, 409],
  })
  @RequiresAccess('kiinbox.answer')
  coveredInSession(@ValidParam('id', QuestionIdParam) id: string, @CurrentActor() actor: Actor): Promise<StaffKiinboxQuestion> {
    return this.services.call('kiinbox.cover-in-session', { id }, actor);
  }

  @Get('staff/kiinbox/held')
  @Endpoint({ summary: 'Questions held for a moderator because they tell of danger, oldest first (moderators only)', tag: 'kiinbox-staff', response: StaffKiinboxQuestionPageSchema })
  @RequiresAccess('community.moderate')
  held(@ValidQuery(KiinboxPageQuerySchema) query: KiinboxPageQuery, @CurrentActor() actor: Actor): Promise<Page<StaffKiinboxQuestion>> {
    return this.services.call('kiinbox.held', query, actor);
  }

  @Post('staff/kiinbox/questions/:id/release')
  @HttpCode(200)
  @Endpoint({ summary: "Send a held question on to the experts' queue (moderators only)", tag: 'kiinbox-staff', response: StaffKiinboxQuestionSchema, errors: [404, 409] })
  @RequiresAccess('community.moderate')
  release(@ValidParam('id', QuestionIdParam) id: string, @CurrentActor() actor: Actor): Promise<StaffKiinboxQuestion> {
    return this.services.call('kiinbox.release', { id }, actor);
  }

  @Post('staff/kiinbox/questions/:id/hide')
  @HttpCode(200)
  @Endpoint({ summary: 'Hide a question, with a note its asker reads; it leaves the queue and the public Q&A (moderators only)', tag: 'kiinbox-staff', response: StaffKiinboxQuestionSchema, errors: [404] })
  @RequiresAccess('community.moderate')
  hide(
    @ValidParam('id', QuestionIdParam) id: string,
    @ValidBody(HideKiinboxQuestionBodySchema) body: HideKiinboxQuestionBody,
    @CurrentActor() actor: Actor,
  ): Promise<StaffKiinboxQuestion> {
    return this.services.call('kiinbox.hide', { id, note: body.note }, actor);
  }

  /**
   * The session, when the member holds a confirmed seat in it that has not started: billing lists
   * live seats, then upcoming ones soonest first, so the search stops at the first page past them.
   */
  private async bookedSession(sessionId: string, actor: Actor): Promise<KiinboxSession> {
    let cursor: string | null = null;
    for (let page = 0; page < bookingPagesRead; page++) {
      const bookings: Page<Booking> = await this.services.call('kliinics.bookings', { limit: 50, cursor }, actor);
      const seat = bookings.items.find((b) => b.sessionId === sessionId && b.status === 'confirmed' && b.phase === 'upcoming');
      if (seat) return { id: seat.sessionId, title: seat.title, startsAt: seat.startsAt };
      if (!bookings.nextCursor || bookings.items.some((b) => b.phase === 'past')) break;
      cursor = bookings.nextCursor;
    }
    throw new DomainError(ErrorCode.KiinboxSessionNotBooked, kiinboxMessages.sessionNotBooked);
  }

  /** Each linked item as the library knows it; an id that names none is a 400 that says which. */
  private async libraryItems(ids: readonly string[], actor: Actor): Promise<KiinboxLibraryItem[]> {
    const items: KiinboxLibraryItem[] = [];
    for (const id of new Set(ids)) {
      try {
        const item = await this.services.call('content.get', { id }, actor);
        items.push({ id: item.id, title: item.title, type: item.type, path: contentPath(item) });
      } catch (error) {
        if (error instanceof DomainError && error.code === ErrorCode.ContentNotFound) {
          throw new DomainError(ErrorCode.ValidationFailed, kiinboxMessages.libraryItemNotFound(id));
        }
        throw error;
      }
    }
    return items;
  }
}
