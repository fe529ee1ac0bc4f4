import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { OidcProfile, RpcRes } from '@kiin/contracts';
import { User } from './user.entity';
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
  ) {}

  async signIn(profile: OidcProfile, retried = false): Promise<RpcRes<'identity.oidc-sign-in'>> {
    const em = this.orm.em.fork();
    const [linked] = await em.execute<{ user_id: string }[]>('select user_id from oidc_identity where issuer = ? and subject = ?', [
      profile.issuer,
      profile.subject,
    ]);
    if (linked) {
      const user = await em.findOneOrFail(User, { id: linked.user_id });
      return { user: user.toDto(), created: false };
    }
    if (!profile.emailVerified) return { refused: 'email-unverified' };
    // No one knows this password: the member signs in through the provider, or sets one with "Forgot password?".
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    try {
      return await em.transactional(async (tx) => {
        const email = profile.email.toLowerCase();
        const existing = await tx.findOne(User, { email });
        const user =
          existing ??
          this.users.createConfirmed(tx, {
            email,
            passwordHash: unusable,
            firstName: profile.firstName.trim().slice(0, 100) || email.split('@')[0].slice(0, 100),
            lastName: profile.lastName.trim().slice(0, 100),
          });
        await tx.flush();
        await tx.execute('insert into oidc_identity (issuer, subject, user_id) values (?, ?, ?)', [profile.issuer, profile.subject, user.id]);
        return { user: user.toDto(), created: !existing };
      });
    } catch (error) {
      // The same person signing in twice at once: the other request linked first.
      if (error instanceof UniqueConstraintViolationException && !retried) return this.signIn(profile, true);
      throw error;
    }
  }
}
