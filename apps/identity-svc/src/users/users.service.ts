import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager, MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import {
  type Actor,
  type Envelope,
  ErrorCode,
  errorMessage,
  type EventMap,
  ServiceName,
  type SignInBody,
  type SignUpBody,
  type User as UserDto,
  type UserType,
} from '@kiin/contracts';
import { DomainError, OnEvent, recordEvent } from '@kiin/service-kit';
import { hash, verify, argon2id } from 'argon2';
import { RolesRepository } from '../roles/roles.repository';
import { AccountsRepository } from './accounts.repository';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const hashOptions = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, hashOptions);

@Injectable()
export class UsersService {
  /** Verified against when the email is unknown, so both answers take the same time. */
  private readonly dummyHash = hashPassword('kiin-timing-equaliser');

  constructor(
    private readonly orm: MikroORM,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsRepository,
    private readonly roles: RolesRepository,
  ) {}

  /** Creates a confirmed account directly (administration and tests; people sign up through a link). */
  async signUp(body: SignUpBody): Promise<UserDto> {
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const user = this.createConfirmed(em, { email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName });
        await em.flush();
        return user.toDto();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(ErrorCode.EmailTaken, errorMessage.emailTaken);
      }
      throw error;
    }
  }

  /** A new account whose owner has proved the address, with its `user.registered.v1` in the outbox. */
  createConfirmed(em: EntityManager, fields: { email: string; passwordHash: string; firstName: string; lastName: string }): User {
    const now = new Date();
    const user = this.users.create(em, {
      id: randomUUID(),
      email: fields.email.toLowerCase(),
      passwordHash: fields.passwordHash,
      firstName: fields.firstName,
      lastName: fields.lastName,
      createdAt: now,
      emailConfirmedAt: now,
    });
    recordEvent(em, ServiceName.Identity, 'user.registered.v1', user.id, {
      userId: user.id,
      userType: null,
      registeredAt: user.createdAt.toISOString(),
    });
    return user;
  }

  /**
   * Wrong password and unknown email answer the same, in the same time. An address still
   * waiting for its confirmation link, with the password it was signed up with, is told to
   * check the mail (only someone who knows that password learns it).
   */
  async signIn(body: SignInBody): Promise<UserDto> {
    const em = this.orm.em.fork();
    const email = body.email.toLowerCase();
    const user = await this.users.findByEmail(em, email);
    if (user) {
      if (await verify(user.passwordHash, body.password)) return user.toDto();
      throw new DomainError(ErrorCode.InvalidCredentials, errorMessage.invalidCredentials);
    }
    const pending = await this.accounts.findPendingPasswordHash(em, email);
    if (pending && (await verify(pending, body.password))) {
      throw new DomainError(ErrorCode.EmailNotConfirmed, errorMessage.emailNotConfirmed);
    }
    if (!pending) await verify(await this.dummyHash, body.password);
    throw new DomainError(ErrorCode.InvalidCredentials, errorMessage.invalidCredentials);
  }

  async get(userId: string): Promise<UserDto | null> {
    const user = await this.users.findById(this.orm.em.fork(), userId);
    return user?.toDto() ?? null;
  }

  async actor(userId: string): Promise<Actor | null> {
    const em = this.orm.em.fork();
    const user = await this.users.findActorFields(em, userId);
    if (!user) return null;
    return { userId: user.id, isPremium: user.isPremium, userType: user.userType, roles: await this.roles.rolesOf(em, user.id) };
  }

  async setUserType(actor: Actor, userType: UserType): Promise<UserDto> {
    const em = this.orm.em.fork();
    const user = await this.users.findById(em, actor.userId);
    if (!user) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    user.userType = userType;
    await em.flush();
    return user.toDto();
  }

  /**
   * Projection of the user's points total. A member's total only ever grows, so the stored
   * value only rises: an award that arrives late (a re-send, a replay from the dead-letter
   * topic) cannot take the total back to an older value.
   */
  @OnEvent('points.awarded.v1')
  async onPointsAwarded(em: EntityManager, event: Envelope<EventMap['points.awarded.v1']>): Promise<void> {
    const { userId, totalPoints } = event.payload;
    await this.users.raisePoints(em, userId, totalPoints);
  }
}
