import { ErrorCode, freshSignInMinutes, privacyMessages } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../auth/session.service';

/** True when a sign-in at `signedInAt` is recent enough, at `now`, to export or delete data. */
export function isFreshSignIn(signedInAt: Date | null, now: Date = new Date()): boolean {
  if (!signedInAt || Number.isNaN(signedInAt.getTime())) return false;
  const age = now.getTime() - signedInAt.getTime();
  return age >= -60_000 && age <= freshSignInMinutes * 60_000;
}

/** Refuses (403, "sign in again") a session that began more than ten minutes ago. */
export async function requireFreshSignIn(sessions: SessionService, request: FastifyRequest): Promise<void> {
  if (!isFreshSignIn(await sessions.signedInAt(request))) {
    throw new DomainError(ErrorCode.Forbidden, privacyMessages.freshSignInRequired);
  }
}
