import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { type ConfirmEmailBody, type EmailBody, ErrorCode, errorMessage, type ResetPasswordBody, type SignUpBody, type User as UserDto } from '@kiin/contracts';
import { DomainError, JobQueues } from '@kiin/service-kit';
import { AccountsRepository } from './accounts.repository';
import { UsersRepository } from './users.repository';
import { hashPassword, UsersService } from './users.service';

/** A link's secret: 256 random bits for the mail, its SHA-256 for the database. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The ways into an account that a stranger can start: sign-up, the confirmation link, a new
 * link, a forgotten password. Every one answers the same whoever owns the address; what
 * differs goes only to the address's inbox. Only the newest link mailed to an address works
 * (a new sign-up, link or reset spends the earlier ones), and the password an account gets is
 * the one typed where its link lands, so whoever signed the address up first gains nothing.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersService,
    private readonly jobs: JobQueues,
    private readonly accounts: AccountsRepository,
    private readonly userRows: UsersRepository,
  ) {}

  /**
   * A new address: the sign-up waits, with its password hash, for its link, and any link
   * mailed for the address before stops working. A taken one: its owner hears that someone
   * tried. The password is hashed either way, so both take as long.
   */
  async requestSignUp(body: SignUpBody & { origin: string; returnTo: string }): Promise<{ mailed: boolean }> {
    const email = body.email.toLowerCase();
    const passwordHash = await hashPassword(body.password);
    const em = this.orm.em.fork();
    if (await this.userRows.isRegistered(em, email)) {
      await this.jobs.add(
        'email.send',
        {
          to: email,
          template: 'account.exists',
          data: { signInLink: `${body.origin}/sign-in`, resetLink: `${body.origin}/sign-in?forgot=1` },
        },
        `account-exists-${randomUUID()}`,
      );
      return { mailed: true };
    }
    const { token, hash } = newToken();
    const id = randomUUID();
    await em.transactional(async (tx) => {
      await this.accounts.spendSignUpsOf(tx, email);
      await this.accounts.insertSignUp(tx, { id, tokenHash: hash, email, passwordHash, firstName: body.firstName, lastName: body.lastName, returnTo: body.returnTo });
    });
    await this.sendConfirmation(id, email, body.origin, token);
    return { mailed: true };
  }

  /** A fresh link for the latest sign-up still waiting on this address; every older link stops working. */
  async resendConfirmation(body: EmailBody & { origin: string }): Promise<{ mailed: boolean }> {
    const email = body.email.toLowerCase();
    const em = this.orm.em.fork();
    if (await this.userRows.isRegistered(em, email)) return { mailed: false };
    const { token, hash } = newToken();
    const requestId = await em.transactional(async (tx) => {
      const refreshed = await this.accounts.refreshLatestSignUp(tx, email, hash);
      if (refreshed) await this.accounts.spendOtherSignUpsOf(tx, email, refreshed);
      return refreshed;
    });
    if (!requestId) return { mailed: false };
    await this.sendConfirmation(requestId, email, body.origin, token);
    return { mailed: true };
  }

  private async sendConfirmation(requestId: string, email: string, origin: string, token: string) {
    await this.jobs.add(
      'email.send',
      {
        to: email,
        template: 'account.confirm',
        // The link opens a page that asks for the password; opening it changes nothing. No name:
        // the address is only the sender's once the link is opened.
        data: { link: `${origin}/confirm-email?token=${token}` },
      },
      `signup-${requestId}-${randomUUID()}`,
    );
  }

  /**
   * Spends a confirmation link once: the account is created, confirmed, in the same
   * transaction, with the password given now (typed by whoever opened the mail), not the one
   * the sign-up carried. A link that is unknown, used, replaced or old gives null.
   */
  async confirmEmail(body: ConfirmEmailBody): Promise<{ user: UserDto; returnTo: string } | null> {
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const request = await this.accounts.spendSignUpLink(em, hashToken(body.token));
        if (!request) return null;
        const user = this.users.createConfirmed(em, {
          email: request.email,
          passwordHash,
          firstName: request.first_name,
          lastName: request.last_name,
        });
        await em.flush();
        // Other sign-ups waiting on the same address are spent with it.
        await this.accounts.spendSignUpsOf(em, request.email);
        return { user: user.toDto(), returnTo: request.return_to };
      });
    } catch (error) {
      // The address was confirmed through another link meanwhile: this one creates nothing.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** A reset link to an address that has an account (earlier reset links stop working); nothing (and the same answer) otherwise. */
  async forgotPassword(body: EmailBody & { origin: string }): Promise<{ mailed: boolean }> {
    const em = this.orm.em.fork();
    const user = await this.userRows.findByEmail(em, body.email.toLowerCase());
    if (!user) return { mailed: false };
    const { token, hash } = newToken();
    await em.transactional(async (tx) => {
      await this.accounts.spendResetsOf(tx, user.id);
      await this.accounts.insertReset(tx, hash, user.id);
    });
    await this.jobs.add('email.send', { to: user.email, template: 'account.reset', data: { link: `${body.origin}/reset-password?token=${token}` } }, `reset-${randomUUID()}`);
    return { mailed: true };
  }

  /** Spends a reset link and sets the new password; every other reset link of the account dies with it. */
  async resetPassword(body: ResetPasswordBody): Promise<{ userId: string }> {
    const passwordHash = await hashPassword(body.password);
    const userId = await this.orm.em.fork().transactional(async (em) => {
      const resetUserId = await this.accounts.spendResetLink(em, hashToken(body.token));
      if (!resetUserId) return null;
      await this.userRows.setPasswordHash(em, resetUserId, passwordHash);
      await this.accounts.spendResetsOf(em, resetUserId);
      return resetUserId;
    });
    if (!userId) throw new DomainError(ErrorCode.LinkInvalid, errorMessage.resetLinkInvalid);
    return { userId };
  }
}
