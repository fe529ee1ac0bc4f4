import { request, type ClientRequest } from 'node:http';
import type { ContentItem, LiveEvent } from '@kiin/contracts';
import { waitFor } from '@kiin/testing/e2e';
import { baseUrl, Client, grantPremium, signUp } from './support';

interface Frame {
  event: string;
  data: unknown;
}

/** A member's live channel read as a browser's EventSource reads it: frames, in order, as they come. */
function openChannel(client: Client): Promise<{ status: number; contentType: string | undefined; frames: Frame[]; close: () => void }> {
  return new Promise((resolve, reject) => {
    const frames: Frame[] = [];
    let req: ClientRequest | undefined = undefined;
    req = request(new URL('/api/live', baseUrl), { headers: { accept: 'text/event-stream', cookie: client.cookie ?? '' } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) as unknown });
        }
      });
      resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'], frames, close: () => req?.destroy() });
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    req.end();
  });
}

const framesOf = (frames: Frame[], event: string) => frames.filter((f) => f.event === event).map((f) => f.data as LiveEvent);

describe('the live channel', () => {
  it('is for signed-in members, and only for a stream reader', async () => {
    const visitor = new Client();
    expect((await visitor.get('/api/live', { accept: 'text/event-stream' })).status).toBe(401);
    const member = new Client();
    await signUp(member, 'Live', 'Reader');
    const asJson = await member.get('/api/live', { accept: 'application/json' });
    expect(asJson.status).toBe(406);
    expect(asJson.text).toContain('open it with EventSource (Accept: text/event-stream)');
  });

  it('tells the member of their points and of premium starting, as they happen, and no one else', async () => {
    const member = new Client();
    await signUp(member, 'Live', 'Points');
    const other = new Client();
    await signUp(other, 'Live', 'Neighbour');
    const mine = await openChannel(member);
    const theirs = await openChannel(other);
    try {
      expect([mine.status, mine.contentType]).toEqual([200, 'text/event-stream; charset=utf-8']);
      await waitFor(() => mine.frames.some((f) => f.event === 'ready'), { what: 'the ready line' });

      const item = ((await member.get('/api/content/free')).json as ContentItem[]).find((i) => !i.locked && i.type !== 'website')!;
      expect((await member.post('/api/users/completed-content', { contentId: item.id })).status).toBeLessThan(300);
      const points = await waitFor(() => framesOf(mine.frames, 'points')[0], { what: 'the points event' });
      expect(points).toMatchObject({ type: 'points', points: 10 });
      expect((points as { totalPoints: number }).totalPoints).toBe(((await member.get('/api/auth/user')).json as { points: number }).points);

      await grantPremium(member);
      const membership = await waitFor(() => framesOf(mine.frames, 'membership')[0], { what: 'the membership event' });
      expect(membership).toEqual({ type: 'membership', premium: true, endsAt: null });

      // The neighbour's channel heard nothing of it.
      expect(theirs.frames.map((f) => f.event)).toEqual(['ready']);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
