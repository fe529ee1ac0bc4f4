import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { OidcProfile, RpcRes } from '@kiin/contracts';
import { OidcRepository } from './oidc.repository';
import { UsersRepository } from './users.repository';
import { hashPassword, UsersService } from './users.service';

/**
 * Sign-in through an outside identity provider (ADR 12). An account is linked to a provider's
 * subject once; an existing account is linked only through an address both sides have
 * confirmed (every Kiin account's address is confirmed), so a provider that lets people claim
 * any address cannot open someone else's account.
 */
@Injectable()
export class OidcService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersService,
    private readonly identities: OidcRepository,
    private readonly userRows: UsersRepository,
  ) {}

  async signIn(profile: OidcProfile, retried = false): Promise<RpcRes<'identity.oidc-sign-in'>> {
    const em = this.orm.em.fork();
    const linkedUserId = await this.identities.findLinkedUserId(em, profile.issuer, profile.subject);
    if (linkedUserId) {
      const user = await this.userRows.findByIdOrFail(em, linkedUserId);
      return { user: user.toDto(), created: false };
    }
    if (!profile.emailVerified) return { refused: 'email-unverified' };
    // No one knows this password: the member signs in through the provider, or sets one with "Forgot password?".
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await em.transactional(async (tx) => {
        const email = profile.email.toLowerCase();
        const existing = await this.userRows.findByEmail(tx, email);
        const user =
          existing ??
          this.users.createConfirmed(tx, {
            email,
            passwordHash: unusable,
            firstName: profile.firstName.trim().slice(0, 100) || email.split('@')[0].slice(0, 100),
            lastName: profile.lastName.trim().slice(0, 100),
          });
        await tx.flush();
        await this.identities.link(tx, profile.issuer, profile.subject, user.id);
        return { user: user.toDto(), created: !existing };
      });
    } catch (error) {
      // The same person signing in twice at once: the other request linked first.
      if (error instanceof UniqueConstraintViolationException && !retried) return this.signIn(profile, true);
      throw error;
    }
  }
}
