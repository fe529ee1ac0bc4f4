import { type CrisisFamily, crisisFamilies } from '@kiin/contracts';
import OpenAI from 'openai';
import { z } from 'zod';
import { logger } from '../logging';
import { type CrisisDetection, detectCrisis } from './engine';

/** What the safety check found in one message: the families of danger, and why. */
export interface SafetyVerdict {
  crisis: boolean;
  /** The cards to show (`crisisCardFor`); empty when the message tells of no danger. */
  families: CrisisFamily[];
  /** Names of the rules or checks that fired, for moderators and measurement; never the text itself. */
  signals: string[];
}

/** A second opinion beside the rules: it may add families, never remove one. */
export interface SecondOpinion {
  families(text: string, signal: AbortSignal): Promise<CrisisFamily[]>;
}

/** The card shown when the check itself could not finish: suicide and self-harm, and carers. */
const failSafeFamilies: CrisisFamily[] = ['suicide', 'carer'];

const ordered = (found: Iterable<CrisisFamily>): CrisisFamily[] => {
  const set = new Set(found);
  return crisisFamilies.filter((f) => set.has(f));
};

/**
 * Where a second opinion is asked for, and how long it may take. It runs where a model is
 * configured (`OPENAI_API_KEY`): the text goes to that processor, so only services whose
 * privacy notice says so set it.
 */
export const safetyEnv = z.object({
  OPENAI_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
  /** A second opinion slower than this counts as "show the card" (milliseconds). */
  SAFETY_SECOND_OPINION_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
});
export type SafetyEnv = z.infer<typeof safetyEnv>;

/**
 * The provider's moderation endpoint (OpenAI `omni-moderation-latest`): self-harm in any of
 * its forms adds the suicide card, violence the card for harm to others.
 */
export class ModerationSecondOpinion implements SecondOpinion {
  private readonly client: OpenAI;

  constructor(options: { apiKey: string; baseURL?: string; model: string }) {
    this.client = new OpenAI({ apiKey: options.apiKey, ...(options.baseURL ? { baseURL: options.baseURL } : {}), maxRetries: 0 });
    this.model = options.model;
  }

  private readonly model: string;

  async families(text: string, signal: AbortSignal): Promise<CrisisFamily[]> {
    const result = await this.client.moderations.create({ model: this.model, input: text }, { signal });
    const found = new Set<CrisisFamily>();
    for (const r of result.results) {
      const c = r.categories as unknown as Record<string, boolean>;
      if (c['self-harm'] || c['self-harm/intent'] || c['self-harm/instructions']) found.add('suicide');
      if (c.violence || c['violence/graphic']) found.add('harm-to-others');
    }
    return [...found];
  }
}

/**
 * The one safety check for everything members write (the coach, posts and comments, contact
 * messages): the rules of the engine, and where configured a second opinion beside them.
 * It fails safe: if the rules throw, or the second opinion errs or is late, the message
 * carries the card.
 */
export class SafetyCheck {
  constructor(
    private readonly second: SecondOpinion | null = null,
    private readonly timeoutMs = 3000,
    private readonly detect: (text: string) => CrisisDetection = detectCrisis,
  ) {}

  static fromEnv(env: Partial<SafetyEnv>): SafetyCheck {
    const parsed = safetyEnv.parse(env);
    const second = parsed.OPENAI_API_KEY
      ? new ModerationSecondOpinion({ apiKey: parsed.OPENAI_API_KEY, baseURL: parsed.OPENAI_BASE_URL, model: parsed.OPENAI_MODERATION_MODEL })
      : null;
    return new SafetyCheck(second, parsed.SAFETY_SECOND_OPINION_TIMEOUT_MS);
  }

  /** The rules alone, failing safe: for callers that cannot wait on a second opinion. */
  rules(text: string): SafetyVerdict {
    try {
      const found = this.detect(text);
      return { crisis: found.families.length > 0, families: ordered(found.families), signals: found.signals };
    } catch (error) {
      logger().error({ err: error }, 'safety rules failed: the card is shown');
      return { crisis: true, families: failSafeFamilies, signals: ['fail-safe:rules-error'] };
    }
  }

  /**
   * Several fields of one message (a post's title and body), each read on its own so that one
   * cannot change how the other reads; the message carries every card any of them brings.
   */
  async assessAll(texts: readonly string[]): Promise<SafetyVerdict> {
    const verdicts = await Promise.all(texts.filter((t) => t.trim().length > 0).map((t) => this.assess(t)));
    const families = ordered(verdicts.flatMap((v) => v.families));
    return { crisis: verdicts.some((v) => v.crisis), families, signals: [...new Set(verdicts.flatMap((v) => v.signals))] };
  }

  async assess(text: string): Promise<SafetyVerdict> {
    const rules = this.rules(text);
    if (!this.second) return rules;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const added = await this.second.families(text, controller.signal);
      if (added.length === 0) return rules;
      const families = ordered([...rules.families, ...added]);
      return { crisis: true, families, signals: [...rules.signals, ...added.map((f) => `second-opinion:${f}`)] };
    } catch (error) {
      logger().warn({ err: error instanceof Error ? error.name : 'unknown' }, 'safety second opinion unavailable: the card is shown');
      const families = rules.families.length > 0 ? rules.families : failSafeFamilies;
      return { crisis: true, families, signals: [...rules.signals, 'fail-safe:second-opinion-unavailable'] };
    } finally {
      clearTimeout(timer);
    }
  }
}
