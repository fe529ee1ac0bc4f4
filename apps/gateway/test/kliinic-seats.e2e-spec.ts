import type { Booking, KliinicSession, Page } from '@kiin/contracts';
import { setTimeout } from 'node:timers/promises';
import { waitFor } from '@kiin/testing';
import { PUBLIC_READ_TTL_MS } from '../src/http/public-cache';
import { Client, grantPremium, signUp } from './support';

/** Every kliinic is included in the monthly membership: a member books a seat without paying again. */
describe('kliinic seats included in the membership', () => {
  const member = new Client();
  const free = new Client();
  let session: KliinicSession;

  beforeAll(async () => {
    await Promise.all([signUp(member, 'Mina', 'Member'), signUp(free, 'Fred', 'Free')]);
    await grantPremium(member);
    // The programme is a public read the gateway reuses for PUBLIC_READ_TTL_MS: one read after
    // that long holds every seat another file booked before, so the count below starts true.
    await setTimeout(PUBLIC_READ_TTL_MS + 100);
    // The third open session: the others' files book the first, the second and the last, and a
    // seat they take or give back while this file counts would move the count it expects.
    const open = ((await member.get('/api/kliinics/sessions')).json as KliinicSession[]).filter((s) => s.status === 'upcoming' && !s.full);
    session = open.at(-2) ?? open[0];
  });

  it('books one seat for a premium member, with no payment, once however often it is asked, listed with what to read before it', async () => {
    const seatsBefore = session.seatsLeft;
    const first = await member.post(`/api/kliinics/sessions/${session.id}/book`, undefined);
    expect(first.status).toBe(200);
    const booking = first.json as Booking;
    expect(booking).toMatchObject({ sessionId: session.id, status: 'confirmed', source: 'membership', refunded: false, canCancel: true });
    const again = await member.post(`/api/kliinics/sessions/${session.id}/book`, undefined);
    expect((again.json as Booking).id).toBe(booking.id);
    const listed = ((await member.get('/api/kliinics/bookings')).json as Page<Booking>).items.filter((b) => b.sessionId === session.id);
    expect(listed).toHaveLength(1);
    // With the library's suggested reading for the session's topic, linked to the items' pages.
    expect(listed[0].materials?.length).toBeGreaterThan(0);
    for (const item of listed[0].materials!) expect(item.path).toBe(`/content/${item.type}/${item.id}`);
    // The programme is a public read, cached for a few seconds (ADR 8): the seat shows once it refreshes.
    await waitFor(
      async () => ((await member.get('/api/kliinics/sessions')).json as KliinicSession[]).find((s) => s.id === session.id)!.seatsLeft === seatsBefore - 1,
      { what: 'one seat fewer in the programme', timeoutMs: 15_000 },
    );
  });

  it('gives the seat back on cancel, without a refund because nothing was paid', async () => {
    const [booking] = ((await member.get('/api/kliinics/bookings')).json as Page<Booking>).items.filter((b) => b.sessionId === session.id && b.status === 'confirmed');
    const cancelled = await member.post(`/api/kliinics/bookings/${booking.id}/cancel`, undefined);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', refunded: false, source: 'membership' });
    // And it can be booked again.
    expect((await member.post(`/api/kliinics/sessions/${session.id}/book`, undefined)).status).toBe(200);
  });

  it('is for premium members: free members buy a ticket, visitors sign in, unknown sessions are refused', async () => {
    const refused = await free.post(`/api/kliinics/sessions/${session.id}/book`, undefined);
    expect([refused.status, refused.text]).toEqual([403, 'Premium membership required']);
    expect((await new Client().post(`/api/kliinics/sessions/${session.id}/book`, undefined)).status).toBe(401);
    expect((await member.post('/api/kliinics/sessions/00000000-0000-4000-8000-000000000000/book', undefined)).status).toBe(409);
    expect((await member.post('/api/kliinics/sessions/not-a-session/book', undefined)).status).toBe(400);
  });
});
