import { Client, mailsFor, uniqueClientIp, uniqueEmail, waitForMails } from './support';

const supportInbox = 'hello@kiin.com.au';
const fromNewAddress = () => new Client({ 'x-forwarded-for': uniqueClientIp() });

describe('the contact form cannot be used to mail strangers', () => {
  it('acknowledges an address at most once a day, without quoting what the sender wrote', async () => {
    const victim = uniqueEmail('victim');
    const message = 'Your account is suspended: confirm your card at evil.example today';
    for (let i = 0; i < 3; i++) {
      const res = await fromNewAddress().post('/api/contact', { name: 'Prize Desk', email: victim, subject: 'general', message });
      expect(res.status).toBe(201);
    }
    // All three reach the team; a later message to another address marks that the queue has moved past them.
    await waitForMails(victim, 3, (m) => m.to.some((r) => r.address === supportInbox));
    const marker = uniqueEmail('marker');
    await fromNewAddress().post('/api/contact', { name: 'Sam', email: marker, subject: 'general', message: 'Hello' });
    await waitForMails(marker, 1, (m) => m.to.some((r) => r.address === marker));

    const acknowledgements = (await mailsFor(victim)).filter((m) => m.to.some((r) => r.address === victim));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0].text).toMatch(/received your message/);
    expect(JSON.stringify(acknowledgements[0])).not.toContain('evil.example');
  });

  it('takes a few messages per client address an hour', async () => {
    const client = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client.post('/api/contact', { name: 'Sam', email: uniqueEmail('contact'), subject: 'general', message: 'Hello' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the waitlist tells a stranger nothing', () => {
  const json = { accept: 'application/json' };

  it('answers a new and a known address the same', async () => {
    const email = uniqueEmail('waitlist');
    const first = await fromNewAddress().post('/api/waitlist', { name: 'Wren', email });
    const again = await fromNewAddress().post('/api/waitlist', { name: 'Wren', email: email.toUpperCase() });
    const fresh = await fromNewAddress().post('/api/waitlist', { name: 'Wren', email: uniqueEmail('waitlist') });
    expect(first.status).toBe(200);
    expect([again.status, again.text]).toEqual([first.status, first.text]);
    expect([fresh.status, fresh.text]).toEqual([first.status, first.text]);
  });

  it('answers errors as JSON with a message field to a caller that asks for JSON', async () => {
    const res = await fromNewAddress().post('/api/waitlist', { email: uniqueEmail('waitlist') }, json);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json).toEqual({ message: 'name is required' });
  });

  it('takes a few entries per client address an hour, and says so in JSON', async () => {
    const client = fromNewAddress();
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/waitlist', { name: 'Wren', email: uniqueEmail('waitlist') }, json)).status).toBe(200);
    }
    const refused = await client.post('/api/waitlist', { name: 'Wren', email: uniqueEmail('waitlist') }, json);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: 'Too many forms sent from this network. Please try again in an hour.' });
  });
});
