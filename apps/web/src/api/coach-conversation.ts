import { CoachChatBodySchema, coachLimits, type CoachMessage, coachMessages, type CoachReply, type CoachRole, type CoachState } from '@kiin/contracts';
import type { ApiError } from './base-query';

/** Messages the screen adds before the server has them (or that it never keeps) get ids of their own. */
let localIds = 0;

export function localMessage(role: CoachRole, content: string, now = new Date()): CoachMessage {
  localIds += 1;
  return { id: `local-${localIds}`, role, content, timestamp: now.toISOString(), citations: [], crisis: false };
}

/** The answer as the conversation keeps it; once the crisis card applies, it stays. */
export function addReply(state: CoachState, reply: CoachReply, now = new Date()): void {
  state.messages.push({ ...localMessage('assistant', reply.response, now), citations: reply.citations, crisis: reply.crisis });
  if (reply.crisis) {
    state.crisis = true;
    state.crisisFamilies = reply.crisisFamilies;
  }
  state.usage.messagesToday += 1;
}

/** Whether the member must (again) accept the notice before chatting. */
export function needsConsent(state: Pick<CoachState, 'consent' | 'notice'>): 'first' | 'outdated' | null {
  if (!state.consent) return 'first';
  return state.consent.version === state.notice.version ? null : 'outdated';
}

/**
 * What a failed chat call tells the member (spec §8). A refusal they can act on (accept the
 * notice first, the day's allowance is used) is said in the server's own words; anything
 * else is the coach's fixed apology.
 */
export function failureNotice(error: ApiError | undefined): { toast: string; system: string } {
  if (error && (error.status === 409 || error.status === 429) && error.body) {
    return { toast: error.body, system: error.body };
  }
  return { toast: coachMessages.failedToast, system: coachMessages.failedSystem };
}

/**
 * The message as it will be sent, by the contract's rule (trimmed, not blank, at most 2,000
 * characters), or null when there is nothing to send. The draft itself is the coach page's.
 */
export function messageToSend(text: string): string | null {
  return CoachChatBodySchema.safeParse({ message: text }).data?.message ?? null;
}

/** The counter is shown once a message is within this many characters of the limit. */
export const counterFrom = coachLimits.messageMaxLength - 200;

/** "123 characters left", once a message nears the limit; null before then. */
export function charactersLeft(length: number): string | null {
  if (length < counterFrom) return null;
  const left = Math.max(0, coachLimits.messageMaxLength - length);
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/** The member's latest question and the coach's answer to it, for the dashboard. */
export function latestExchange(messages: readonly CoachMessage[]): { question: CoachMessage; answer: CoachMessage | null } | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    const answer = messages.slice(i + 1).find((m) => m.role === 'assistant') ?? null;
    return { question: message, answer };
  }
  return null;
}

/** Citations link only to pages of this site (`/content/{type}/{id}`). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}
