import type { KliinicNotes, KliinicSession, MemberKliinicNotes, Page, StaffKliinicSession } from '@kiin/contracts';
import { kliinicNotesTexts } from '@kiin/contracts';
import { waitFor } from '@kiin/testing';
import { grantRole } from './community-support';
import { Client, framesOf, grantPremium, type LiveChannel, mailsFor, openReadyChannel, signUp, uniqueClientIp, waitForMails } from './support';

/** Waits until the gateway sees the member's new role (it keeps who-is-who for a moment). */
const untilAllowed = (client: Client, path: string) =>
  waitFor(async () => (await client.get(path)).status === 200, { what: `access to ${path}`, timeoutMs: 15_000, intervalMs: 150 });

/**
 * Kliinic notes through the gateway: an expert uploads a session's transcript, edits the draft
 * and approves it; the ticket holder gets one mail and finds the notes on their kliinics.
 */
describe('kliinic notes', () => {
  const expert = new Client({ 'x-forwarded-for': uniqueClientIp() });
  const moderator = new Client({ 'x-forwarded-for': uniqueClientIp() });
  const holder = new Client({ 'x-forwarded-for': uniqueClientIp() });
  const other = new Client({ 'x-forwarded-for': uniqueClientIp() });
  let holderEmail: string;
  let session: KliinicSession;
  /** The holder's live channel, open from before the booking. */
  let live: LiveChannel;

  beforeAll(async () => {
    const [e, m, h] = await Promise.all([signUp(expert, 'Erin', 'Expert'), signUp(moderator, 'Mo', 'Moderator'), signUp(holder, 'Hana', 'Holder'), signUp(other, 'Oli', 'Other')]);
    holderEmail = h.email;
    await grantRole(e.email, 'expert');
    await grantRole(m.email, 'moderator');
    await grantPremium(holder);
    live = await openReadyChannel(holder);
    // The last open session: the browser tests book the first.
    session = ((await holder.get('/api/kliinics/sessions')).json as KliinicSession[]).filter((s) => s.status === 'upcoming' && !s.full).at(-1)!;
    const booked = await holder.post(`/api/kliinics/sessions/${session.id}/book`, undefined);
    expect(booked.status).toBe(200);
    // The booking reaches the holder's open pages.
    expect(await waitFor(() => framesOf(live.frames, 'booking')[0], { what: 'the booking on the live channel' })).toEqual({
      type: 'booking',
      sessionId: session.id,
      bookingId: (booked.json as { id: string }).id,
    });
    await untilAllowed(expert, '/api/staff/kliinics');
    await untilAllowed(moderator, '/api/moderation/queue');
  });

  afterAll(() => live?.close());

  const transcript = () => `WEBVTT

00:00:01.000 --> 00:00:08.000
<v ${session.leader}>Welcome everyone. Tonight we look at planning respite care before you need it.

00:00:09.000 --> 00:00:15.000
<v Hana Holder>Hi, my name is Hana. How early should we book respite care for my mum?

00:00:16.000 --> 00:00:30.000
<v ${session.leader}>Book at least six weeks ahead, and make sure your care plan lists respite care so the provider can hold a place.

00:00:31.000 --> 00:00:38.000
<v Hana Holder>Thanks. Call me on 0412 345 678 or write to hana.holder@example.com.
`;

  it('is for experts and admins: a moderator or member gets 403, a visitor 401', async () => {
    expect((await moderator.get('/api/staff/kliinics')).status).toBe(403);
    expect((await other.get('/api/staff/kliinics')).status).toBe(403);
    expect((await new Client().get('/api/staff/kliinics')).status).toBe(401);
    const refused = await holder.post(`/api/staff/kliinics/${session.id}/transcript`, { transcript: transcript() });
    expect([refused.status, refused.text]).toEqual([403, 'You do not have access to this.']);
  });

  it('previews a draft as members will read it, rendered and sanitised by the server, for experts only', async () => {
    const previewed = await expert.post('/api/staff/kliinics/notes/preview', { markdown: '## Summary\n\n- Plan **early**. <script>alert(1)</script> [x](javascript:alert(1))' });
    expect(previewed.status).toBe(200);
    expect((previewed.json as { html: string }).html).toBe(
      '<h4>Summary</h4>\n<ul>\n<li>Plan <strong>early</strong>. &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</li>\n</ul>',
    );
    expect((await expert.post('/api/staff/kliinics/notes/preview', { markdown: '' })).status).toBe(400);
    expect((await holder.post('/api/staff/kliinics/notes/preview', { markdown: 'Hi' })).status).toBe(403);
    expect((await new Client().post('/api/staff/kliinics/notes/preview', { markdown: 'Hi' })).status).toBe(401);
  });

  it('refuses a transcript that is too short, too large or of another type, saying what to do', async () => {
    const path = `/api/staff/kliinics/${session.id}/transcript`;
    expect(await expert.post(path, { transcript: 'Too short.' })).toMatchObject({ status: 400, text: expect.stringContaining('transcript must be at least') });
    const large = await expert.request('POST', path, 'word '.repeat(20_000), { 'content-type': 'text/plain' });
    expect([large.status, large.text]).toEqual([413, 'Request body is too large: the limit is 64 KB.']);
    expect((await expert.request('POST', path, transcript(), { 'content-type': 'application/xml' })).status).toBe(415);
    expect((await expert.post('/api/staff/kliinics/00000000-0000-4000-8000-000000000000/transcript', { transcript: transcript() })).status).toBe(404);
    expect((await expert.get(`/api/staff/kliinics/${session.id}/notes`)).status).toBe(404);
  });

  it('turns a WebVTT transcript into a draft without the attendee who spoke, and sends it once to the ticket holder', async () => {
    await waitFor(
      async () => (((await expert.get('/api/staff/kliinics')).json as StaffKliinicSession[]).find((s) => s.sessionId === session.id)?.ticketHolders ?? 0) >= 1,
      { what: 'the ticket holder known to the notes', timeoutMs: 20_000 },
    );
    const uploaded = await expert.request('POST', `/api/staff/kliinics/${session.id}/transcript`, transcript(), { 'content-type': 'text/vtt' });
    expect(uploaded.status).toBe(202);
    expect(uploaded.json).toMatchObject({ status: 'drafting', title: session.title });

    const draft = (await waitFor(
      async () => {
        const notes = (await expert.get(`/api/staff/kliinics/${session.id}/notes`)).json as KliinicNotes;
        return notes.status === 'draft' ? notes : undefined;
      },
      { what: 'the draft', timeoutMs: 30_000 },
    ));
    expect(draft).toMatchObject({ writtenBy: 'local', disclaimer: kliinicNotesTexts.disclaimer });
    expect(draft.ticketHolders).toBeGreaterThanOrEqual(1);
    expect(draft.markdown).toContain(kliinicNotesTexts.localLabel);
    expect(draft.markdown).toContain('How early should we book respite care');
    for (const identifier of ['Hana', 'Holder', '0412 345 678', 'hana.holder@example.com']) expect(draft.markdown).not.toContain(identifier);
    // Nothing is sent unapproved, and the member sees nothing yet.
    expect(await mailsFor(holderEmail).then((mails) => mails.filter((m) => m.subject.includes('notes')))).toEqual([]);
    expect((await holder.get('/api/kliinics/notes')).json).toEqual({ items: [], nextCursor: null });

    const edited = await expert.request('PUT', `/api/staff/kliinics/${session.id}/notes`, { markdown: `${draft.markdown}\n- Bring your care plan to the next kliinic.` });
    expect(edited.status).toBe(200);
    expect((await expert.request('PUT', `/api/staff/kliinics/${session.id}/notes`, { markdown: '' })).status).toBe(400);

    const approved = await expert.post(`/api/staff/kliinics/${session.id}/notes/approve`, undefined);
    expect(approved.status).toBe(200);
    expect((await expert.post(`/api/staff/kliinics/${session.id}/notes/approve`, undefined)).status).toBe(200);
    const [mail] = await waitForMails(holderEmail, 1, (m) => m.subject === `Your notes from the kliinic: ${session.title}`);
    expect(mail.text).toContain('Bring your care plan to the next kliinic.');
    expect(mail.text).toContain(kliinicNotesTexts.disclaimer);
    await waitFor(async () => ((await expert.get(`/api/staff/kliinics/${session.id}/notes`)).json as KliinicNotes).status === 'sent', { what: 'sent' });
    const sent = (await expert.get(`/api/staff/kliinics/${session.id}/notes`)).json as KliinicNotes;
    expect(sent.deliveries).toHaveLength(draft.ticketHolders);
    expect(sent.deliveries.every((d) => d.status === 'sent' && d.error === null)).toBe(true);
    expect((await expert.request('PUT', `/api/staff/kliinics/${session.id}/notes`, { markdown: 'Changed after sending' })).status).toBe(409);
    expect((await expert.post(`/api/staff/kliinics/${session.id}/transcript`, { transcript: transcript() })).status).toBe(409);

    const mine = ((await holder.get('/api/kliinics/notes')).json as Page<MemberKliinicNotes>).items;
    expect(mine).toEqual([expect.objectContaining({ sessionId: session.id, title: session.title })]);
    expect(mine[0].markdown).toContain('Bring your care plan to the next kliinic.');
    // The page shows the server's HTML of the same notes, and the mail was rendered by the same code.
    const item = /<li[^>]*>\s*(<p[^>]*>)?Bring your care plan to the next kliinic\.(<\/p>)?\s*<\/li>/;
    expect(mine[0].html).toMatch(item);
    expect(sent.html).toBe(mine[0].html);
    expect(mail.html).toMatch(item);
    expect((await other.get('/api/kliinics/notes')).json).toEqual({ items: [], nextCursor: null });
    expect((await holder.get('/api/kliinics/notes?cursor=not-from-this-list')).status).toBe(400);
    expect((await new Client().get('/api/kliinics/notes')).status).toBe(401);
    // The holder's open pages are told, once.
    await waitFor(() => framesOf(live.frames, 'notes').length > 0, { what: 'the notes on the live channel' });
    expect(framesOf(live.frames, 'notes')).toEqual([{ type: 'notes', sessionId: session.id }]);
    // One mail, however often it was approved.
    expect((await mailsFor(holderEmail)).filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });
});
