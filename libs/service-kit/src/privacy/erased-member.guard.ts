import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage } from '@kiin/contracts';
import { DomainError } from '../rpc/domain-error';
import { anyErased } from './erased-members';

/**
 * Refuses a call made for a member whose account is deleted, read or write: a request that
 * was on its way when the deletion was applied must not leave a row behind. The refusal is
 * `AUTH_REQUIRED`, as for anyone signed out.
 */
@Injectable()
export class ErasedMemberGuard implements CanActivate {
  constructor(private readonly orm: MikroORM) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const actor = context.switchToRpc().getData<{ actor?: Actor | null }>()?.actor;
    if (!actor?.userId) return true;
    if (await anyErased(this.orm.em.fork(), [actor.userId])) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    return true;
  }
}
