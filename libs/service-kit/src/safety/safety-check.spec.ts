import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CrisisFamily } from '@kiin/contracts';
import { ModerationSecondOpinion, SafetyCheck } from './safety-check';

/**
 * The second opinion through the real `openai` SDK against a local server that speaks the
 * Moderations API; the rules are replaced by a fixed answer so that only the combination is
 * under test.
 */
describe('the safety check with a second opinion', () => {
  let server: Server;
  let baseURL: string;
  let answer: (req: IncomingMessage, res: ServerResponse, input: string) => void;
  const requests: { model: string; input: string }[] = [];

  const categories = (flagged: string[]) =>
    Object.fromEntries(
      ['harassment', 'hate', 'self-harm', 'self-harm/intent', 'self-harm/instructions', 'sexual', 'violence', 'violence/graphic', 'illicit'].map((c) => [
        c,
        flagged.includes(c),
      ]),
    );
  const moderation = (res: ServerResponse, flagged: string[]) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        id: 'modr-local',
        model: 'omni-moderation-latest',
        results: [{ flagged: flagged.length > 0, categories: categories(flagged), category_scores: {}, category_applied_input_types: {} }],
      }),
    );
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string };
        requests.push(body);
        if (req.url !== '/v1/moderations') {
          res.statusCode = 404;
          res.end('{}');
          return;
        }
        answer(req, res, body.input);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = (rules: CrisisFamily[], timeoutMs = 1000) =>
    new SafetyCheck(new ModerationSecondOpinion({ apiKey: 'sk-local', baseURL, model: 'omni-moderation-latest' }), timeoutMs, () => ({
      families: rules,
      signals: rules.map((f) => `rule:${f}`),
    }));

  it('adds the suicide card when the endpoint finds self-harm intent the rules missed, asking the configured model', async () => {
    answer = (_req, res) => moderation(res, ['self-harm', 'self-harm/intent']);
    const verdict = await check([]).assess('a message the rules let through');
    expect(verdict).toMatchObject({ crisis: true, families: ['suicide'] });
    expect(requests.at(-1)).toEqual({ model: 'omni-moderation-latest', input: 'a message the rules let through' });
  });

  it('adds the card for harm to others on violence, keeping what the rules found first', async () => {
    answer = (_req, res) => moderation(res, ['violence']);
    expect((await check(['medical']).assess('x')).families).toEqual(['medical', 'harm-to-others']);
  });

  it('never removes a card the rules raised', async () => {
    answer = (_req, res) => moderation(res, []);
    expect(await check(['violence']).assess('x')).toMatchObject({ crisis: true, families: ['violence'] });
    expect(await check([]).assess('an ordinary question')).toMatchObject({ crisis: false, families: [] });
  });

  it('shows the card when the endpoint fails', async () => {
    answer = (_req, res) => {
      res.statusCode = 500;
      res.end('{"error":{"message":"down"}}');
    };
    const verdict = await check([]).assess('an ordinary question');
    expect(verdict).toMatchObject({ crisis: true, families: ['suicide', 'carer'] });
    expect(verdict.signals).toContain('fail-safe:second-opinion-unavailable');
    // What the rules found is kept, not replaced by the general card.
    expect((await check(['medical']).assess('x')).families).toEqual(['medical']);
  });

  it('shows the card when the endpoint is slower than its timeout', async () => {
    answer = (_req, res) => setTimeout(() => moderation(res, []), 1500);
    // Had it waited, the endpoint's answer (nothing flagged) would have cleared the message.
    const verdict = await check([], 200).assess('an ordinary question');
    expect(verdict).toMatchObject({ crisis: true, families: ['suicide', 'carer'] });
  });

  it('shows the card when the rules themselves throw', async () => {
    const broken = new SafetyCheck(null, 1000, () => {
      throw new Error('broken rule');
    });
    expect(await broken.assess('anything')).toMatchObject({ crisis: true, families: ['suicide', 'carer'], signals: ['fail-safe:rules-error'] });
  });

  it('asks no one when no model is configured', async () => {
    const before = requests.length;
    const local = SafetyCheck.fromEnv({});
    expect((await local.assess('How do I find respite care near me?')).crisis).toBe(false);
    expect(requests.length).toBe(before);
  });

  it('reads the fields of one message each on its own and carries every card any of them brings', async () => {
    const byField = new SafetyCheck(null, 1000, (text) =>
      text.includes('title') ? { families: ['medical'], signals: ['rule:title'] } : text.includes('body') ? { families: ['violence'], signals: ['rule:body'] } : { families: [], signals: [] },
    );
    expect(await byField.assessAll(['the title', 'the body', ' '])).toEqual({ crisis: true, families: ['medical', 'violence'], signals: ['rule:title', 'rule:body'] });
    expect(await byField.assessAll(['nothing here', 'nor here'])).toEqual({ crisis: false, families: [], signals: [] });
  });
});
