import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The tombstone of a deleted account, as every service keeps it (`erased_member`): the
 * SHA-256 of the member's id, their choice about posts and when they left. The id itself is
 * not kept (no row names a former member); the digest still recognises a write or an event
 * that names them, and SQL can compute it over a column to find rows that slipped in.
 */
export function memberDigest(userId: string): string {
  return createHash('sha256').update(userId.toLowerCase()).digest('hex');
}

/** The same digest in SQL, over a uuid expression. */
export const memberDigestSql = (uuidExpression: string): string => `encode(sha256(convert_to(lower((${uuidExpression})::text), 'UTF8')), 'hex')`;

/** Records that the member's account is gone; applying the deletion event again changes nothing. */
export async function recordErasure(em: EntityManager, userId: string, keepPosts: boolean): Promise<void> {
  await em.execute('insert into erased_member (member_digest, keep_posts) values (?, ?) on conflict (member_digest) do nothing', [
    memberDigest(userId),
    keepPosts,
  ]);
}

/** Is any of these members' account deleted? */
export async function anyErased(em: EntityManager, userIds: readonly string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const rows = await em.execute<{ found: number }[]>('select 1 as found from erased_member where member_digest in (?) limit 1', [
    userIds.map(memberDigest),
  ]);
  return rows.length > 0;
}

/** The fields of an event's payload that name a member (the one it is about, a post's author). */
const memberFields = ['userId', 'authorId'] as const;

/** The members an event's payload names. */
export function membersNamedBy(payload: unknown): string[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const fields = payload as Record<string, unknown>;
  return memberFields.map((field) => fields[field]).filter((value): value is string => typeof value === 'string');
}
