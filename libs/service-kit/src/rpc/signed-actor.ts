import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor, RpcEnvelope } from '@kiin/contracts';

/** How long a signed call stays valid, either side of the receiver's clock. */
export const signedCallValidityMs = 60_000;

/** The fields of an envelope that prove who sent it. */
export interface CallSignature {
  /** Milliseconds since the epoch when the gateway signed the call. */
  issuedAt: number;
  /** HMAC-SHA256 (base64url) over the request id, `issuedAt`, the actor and the data. */
  signature: string;
}

/** JSON with object keys in sorted order at every level, so one value has one text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The actor written one way only: every field it carries (user id, premium flag, user type,
 * staff roles, and any added later), keys sorted, so no field can be added or changed unsigned.
 */
export function canonicalActor(actor: Actor | null): string {
  return canonicalJson(actor);
}

function mac(secret: string, requestId: string, issuedAt: number, actor: Actor | null, data: unknown): Buffer {
  // What travels is JSON: sign the value as the receiver will read it (dates as text, no
  // undefined), keys sorted.
  const asReceived = data === undefined ? null : (JSON.parse(JSON.stringify(data)) as unknown);
  const payload = `kiin-rpc-v1\n${requestId}\n${issuedAt}\n${canonicalActor(actor)}\n${canonicalJson(asReceived)}`;
  return createHmac('sha256', secret).update(payload).digest();
}

/** Signs one call: what the gateway (and anything else allowed to call services) adds to the envelope. */
export function signCall(secret: string, requestId: string, actor: Actor | null, data: unknown, now = Date.now()): CallSignature {
  return { issuedAt: now, signature: mac(secret, requestId, now, actor, data).toString('base64url') };
}

/** A signed envelope, ready to send. */
export function signedEnvelope<D>(secret: string, requestId: string, actor: Actor | null, data: D, now = Date.now()): RpcEnvelope<D> {
  return { actor, requestId, data, ...signCall(secret, requestId, actor, data, now) };
}

export type SignatureProblem = 'no signature' | 'signature expired' | 'signature does not match';

/**
 * Checks a received envelope: signed with the shared secret, over exactly this actor, request
 * id and data, within the validity window. `null` when it holds.
 */
export function verifyCall(secret: string, message: unknown, now = Date.now()): SignatureProblem | null {
  if (typeof message !== 'object' || message === null) return 'no signature';
  const { actor, requestId, data, issuedAt, signature } = message as Partial<RpcEnvelope<unknown>>;
  if (typeof signature !== 'string' || typeof issuedAt !== 'number' || typeof requestId !== 'string') return 'no signature';
  if (!Number.isFinite(issuedAt) || Math.abs(now - issuedAt) > signedCallValidityMs) return 'signature expired';
  if (actor !== null && (typeof actor !== 'object' || actor === undefined)) return 'signature does not match';
  const expected = mac(secret, requestId, issuedAt, actor ?? null, data);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature does not match';
  return null;
}
