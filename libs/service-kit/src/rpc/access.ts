import { type Actor, ErrorCode, errorMessage, hasAccess, type Permission } from '@kiin/contracts';
import { DomainError } from './domain-error';

/**
 * The actor, when signed in and holding the permission through one of their staff roles;
 * otherwise 401 `Authentication required` or 403 `You do not have access to this.`.
 */
export function requireAccess(actor: Actor | null, permission: Permission): Actor {
  if (!actor) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
  if (!hasAccess(actor, permission)) throw new DomainError(ErrorCode.Forbidden, errorMessage.noAccess);
  return actor;
}
