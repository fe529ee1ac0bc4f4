import { type BeforeApplicationShutdown, Controller, Get, NotAcceptableException, Req, Res } from '@nestjs/common';
import { type Actor, liveEventOf, liveFrame, liveHeartbeatMs } from '@kiin/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn, SignedInActor } from '../auth/actor';
import { SessionService } from '../auth/session.service';
import { Endpoint } from '../openapi/endpoint';
import { IdentityApplied } from './identity-applied';
import { type MemberEvent, MemberEvents } from './member-events';
import { liveChannelsOpen } from './metrics';

const notAStream = 'This address is a live event stream: open it with EventSource (Accept: text/event-stream).';

/**
 * The signed-in member's live channel (Server-Sent Events, same origin, the session cookie):
 * points awarded, badges earned, premium starting or ending, a moderator's decision on their
 * post, a booking, kliinic notes sent and an answer to their question to the experts, as they happen. Every
 * replica reads every member event (MemberEvents), so a member may be connected to any of
 * them. A client that reconnects refetches what it shows: nothing is replayed here.
 */
@Controller('api')
export class LiveController implements BeforeApplicationShutdown {
  /** The channels open on this replica, each with what closes it. */
  private readonly open = new Set<() => void>();

  constructor(
    private readonly events: MemberEvents,
    private readonly identityApplied: IdentityApplied,
    private readonly sessions: SessionService,
  ) {}

  /** A stopping replica ends its streams (browsers reconnect to another) instead of waiting on them. */
  beforeApplicationShutdown(): void {
    for (const close of [...this.open]) close();
  }

  @Get('live')
  @Endpoint({
    summary: "The signed-in member's live events (text/event-stream): points, badges, membership, decisions on their posts, bookings, kliinic notes and answers to their kiinbox questions",
    tag: 'live',
    eventStream: true,
    errors: [406],
  })
  @SignedIn()
  stream(@SignedInActor() actor: Actor, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!/text\/event-stream/.test(request.headers.accept ?? '')) {
      throw new NotAcceptableException(notAStream);
    }
    // The stream is written by hand and never compressed or buffered: take the reply over,
    // keeping the headers every answer carries (security headers, the request id).
    void reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    // How long a browser waits before reconnecting by itself, and a first line to say it is open.
    raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ live: this.events.live })}\n\n`);
    liveChannelsOpen.inc();

    const userId = actor.userId;
    // The channel lives as long as the session that opened it: signed out, ended from another
    // device or by a password reset, it sends nothing more and ends (checked before every
    // frame and at every heartbeat), and the browser's reconnection is refused.
    const session = this.sessions.currentHandle(request)!;
    const sessionOn = async (): Promise<boolean> => {
      // Unsure (Redis unreachable) counts as ended: the browser reconnects and is asked again.
      const on = await this.sessions.isOn(session).catch(() => false);
      if (!on) close();
      return on;
    };
    const heartbeat = setInterval(() => void sessionOn().then((on) => on && raw.write(': keep-alive\n\n')), liveHeartbeatMs);
    const close = () => {
      if (!this.open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      liveChannelsOpen.dec();
      if (!raw.writableEnded) raw.end();
    };
    // In the order they came; each once identity has applied it, so that what the page reads
    // again on hearing of it (the member's points, premium) already shows it.
    let sent = Promise.resolve();
    const unsubscribe = this.events.subscribe(userId, (event: MemberEvent) => {
      if (event.type === 'user.deleted.v1') return close();
      const toLive = liveEventOf[event.type] as ((payload: unknown) => Parameters<typeof liveFrame>[0]) | undefined;
      if (!toLive) return;
      const applied = this.identityApplied.whenApplied(event);
      sent = sent.then(async () => {
        await applied;
        if (this.open.has(close) && (await sessionOn())) raw.write(liveFrame(toLive(event.event.payload)));
      });
    });
    this.open.add(close);
    request.raw.once('close', close);
  }
}
