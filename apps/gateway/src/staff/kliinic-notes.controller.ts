import { Body, Controller, Get, HttpCode, Injectable, type OnModuleInit, Post, Put, Req } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  type Actor,
  ErrorCode,
  type KliinicLibraryItem,
  type KliinicNotes,
  type KliinicNotesBody,
  KliinicNotesBodySchema,
  type KliinicNotesPreview,
  KliinicNotesPreviewSchema,
  KliinicNotesSchema,
  kliinicNotesLimits,
  type KliinicSessionFacts,
  KliinicTranscriptBodySchema,
  type MemberKliinicNotes,
  type MemberKliinicNotesListQuery,
  MemberKliinicNotesListQuerySchema,
  MemberKliinicNotesPageSchema,
  type Page,
  type StaffKliinicSession,
  StaffKliinicSessionSchema,
} from '@kiin/contracts';
import { DomainError, notesPlace, renderMarkdown } from '@kiin/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentActor, SignedIn, SignedInActor } from '../auth/actor';
import { RequiresAccess } from '../community/staff';
import { AcceptsBody } from '../http/json-only';
import { describeIssue, ValidBody, ValidParam, ValidQuery } from '../http/zod-body';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

const SessionIdParam = z.uuid({ error: 'must be a session id (a UUID) from GET /api/staff/kliinics' });
const transcriptTypes = ['text/vtt', 'text/plain'];

/** A transcript may also be sent as its own body (WebVTT or plain text), within the gateway's body limit. */
@Injectable()
export class TranscriptBodyParser implements OnModuleInit {
  constructor(private readonly host: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    if (transcriptTypes.every((type) => fastify.hasContentTypeParser(type))) return;
    fastify.addContentTypeParser(transcriptTypes, { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
}

/** Sentences of the transcript that name something to read, watch or contact: what the library is searched for. */
export function resourceQueryOf(transcript: string): string {
  const cue = /\b(guide|article|video|fact ?sheet|library|read|website|resource|booklet|podcast|checklist|course|program|service|app|kiin)\b/i;
  return (transcript.match(/[^.!?\n]+[.!?]?/g) ?? [])
    .filter((s) => cue.test(s) && !/-->/.test(s))
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .slice(0, 4000);
}

/**
 * Kliinic notes for staff with `kliinic.write-notes` (experts, admins): sessions, transcript
 * upload, the draft, edits and approval. The session's facts come from billing's programme and
 * the library items to link from content's search; coach-svc does the rest.
 */
@Controller('api/staff/kliinics')
export class StaffKliinicNotesController {
  constructor(private readonly services: ServiceClients) {}

  private async facts(): Promise<KliinicSessionFacts[]> {
    const programme = await this.services.call('kliinics.sessions', {});
    return programme.map((s) => ({ id: s.id, title: s.title, startsAt: s.startsAt, hosts: [s.leader, s.guest].filter(Boolean) }));
  }

  @Get()
  @Endpoint({ summary: 'Kliinic sessions with the status of their notes (experts and admins)', tag: 'kliinic-notes', response: StaffKliinicSessionSchema.array() })
  @RequiresAccess('kliinic.write-notes')
  async sessions(@CurrentActor() actor: Actor): Promise<StaffKliinicSession[]> {
    return this.services.call('kliinic-notes.sessions', { sessions: await this.facts() }, actor);
  }

  @Post(':sessionId/transcript')
  @HttpCode(202)
  @AcceptsBody(...transcriptTypes)
  @Endpoint({
    summary: `Upload a session's transcript (JSON {transcript}, or a text/vtt or text/plain body; at most ${kliinicNotesLimits.transcriptMaxBytes / 1024} KB): its draft notes are written in the background`,
    tag: 'kliinic-notes',
    response: KliinicNotesSchema,
    errors: [404, 409],
    accepts: transcriptTypes,
  })
  @RequiresAccess('kliinic.write-notes')
  async upload(
    @ValidParam('sessionId', SessionIdParam) sessionId: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentActor() actor: Actor,
  ): Promise<KliinicNotes> {
    const isText = transcriptTypes.includes((request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase());
    if (!isText && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Send the transcript as JSON {"transcript": "..."} or as a text/vtt or text/plain body.');
    }
    const parsed = KliinicTranscriptBodySchema.safeParse(isText ? { transcript: body } : body);
    if (!parsed.success) throw new DomainError(ErrorCode.ValidationFailed, describeIssue(parsed.error));
    const session = (await this.facts()).find((s) => s.id === sessionId);
    if (!session) throw new DomainError(ErrorCode.NotFound, 'There is no kliinic session with this id in the programme: choose one from GET /api/staff/kliinics.');
    const query = resourceQueryOf(parsed.data.transcript);
    const passages = query ? await this.services.call('content.search', { query, limit: kliinicNotesLimits.libraryMatches }, actor) : [];
    const library: KliinicLibraryItem[] = passages.map((p) => ({ id: p.id, title: p.title, type: p.type }));
    return this.services.call('kliinic-notes.upload', { session, transcript: parsed.data.transcript, library }, actor);
  }

  /** The one renderer the notes' pages and mail use, so the preview is exactly what members will read. */
  @Post('notes/preview')
  @HttpCode(200)
  @Endpoint({ summary: 'A draft (Markdown) rendered as members will read it, sanitised (experts and admins)', tag: 'kliinic-notes', response: KliinicNotesPreviewSchema })
  @RequiresAccess('kliinic.write-notes')
  preview(@ValidBody(KliinicNotesBodySchema) body: KliinicNotesBody): KliinicNotesPreview {
    return { html: renderMarkdown(body.markdown, notesPlace) };
  }

  @Get(':sessionId/notes')
  @Endpoint({ summary: 'The draft (or approved) notes of a session, with per-attendee delivery (experts and admins)', tag: 'kliinic-notes', response: KliinicNotesSchema, errors: [404] })
  @RequiresAccess('kliinic.write-notes')
  notes(@ValidParam('sessionId', SessionIdParam) sessionId: string, @CurrentActor() actor: Actor): Promise<KliinicNotes> {
    return this.services.call('kliinic-notes.get', { sessionId }, actor);
  }

  @Put(':sessionId/notes')
  @Endpoint({ summary: 'Edit the draft notes (Markdown) before approval (experts and admins)', tag: 'kliinic-notes', response: KliinicNotesSchema, errors: [404, 409] })
  @RequiresAccess('kliinic.write-notes')
  save(
    @ValidParam('sessionId', SessionIdParam) sessionId: string,
    @ValidBody(KliinicNotesBodySchema) body: KliinicNotesBody,
    @CurrentActor() actor: Actor,
  ): Promise<KliinicNotes> {
    return this.services.call('kliinic-notes.save', { sessionId, markdown: body.markdown }, actor);
  }

  @Post(':sessionId/notes/approve')
  @HttpCode(200)
  @Endpoint({ summary: 'Approve the notes: one email per ticket holder is queued, once (experts and admins)', tag: 'kliinic-notes', response: KliinicNotesSchema, errors: [404, 409] })
  @RequiresAccess('kliinic.write-notes')
  approve(@ValidParam('sessionId', SessionIdParam) sessionId: string, @CurrentActor() actor: Actor): Promise<KliinicNotes> {
    return this.services.call('kliinic-notes.approve', { sessionId }, actor);
  }
}

/** A member's notes of the kliinics they hold a ticket for, once approved. */
@Controller('api/kliinics/notes')
export class MemberKliinicNotesController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  @Endpoint({ summary: "A page of the approved notes of the member's kliinics, newest session first: { items, nextCursor }", tag: 'kliinics', response: MemberKliinicNotesPageSchema })
  @SignedIn()
  mine(@ValidQuery(MemberKliinicNotesListQuerySchema) query: MemberKliinicNotesListQuery, @SignedInActor() actor: Actor): Promise<Page<MemberKliinicNotes>> {
    return this.services.call('kliinic-notes.mine', query, actor);
  }
}
