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
import { DomainError, recordEvent } from '@kiin/service-kit';
import { hash, verify, argon2id } from 'argon2';
import { User } from './user.entity';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const hashOptions = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class UsersService {
  /** Verified against when the email is unknown, so both answers take the same time. */
  private readonly dummyHash = hash('kiin-timing-equaliser', hashOptions);

  constructor(private readonly orm: MikroORM) {}

  async signUp(body: SignUpBody): Promise<UserDto> {
    const passwordHash = await hash(body.password, hashOptions);
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        const user = em.create(User, {
          id: randomUUID(),
          email: body.email.toLowerCase(),
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
        });
        recordEvent(em, ServiceName.Identity, 'user.registered.v1', user.id, {
          userId: user.id,
          userType: null,
          registeredAt: user.createdAt.toISOString(),
        });
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

  async signIn(body: SignInBody): Promise<UserDto> {
    const user = await this.orm.em.fork().findOne(User, { email: body.email.toLowerCase() });
    const ok = user
      ? await verify(user.passwordHash, body.password)
      : await verify(await this.dummyHash, body.password).then(() => false);
    if (!user || !ok) throw new DomainError(ErrorCode.InvalidCredentials, errorMessage.invalidCredentials);
    return user.toDto();
  }

  async get(userId: string): Promise<UserDto | null> {
    const user = await this.orm.em.fork().findOne(User, { id: userId });
    return user?.toDto() ?? null;
  }

  async actor(userId: string): Promise<Actor | null> {
    const user = await this.orm.em.fork().findOne(User, { id: userId }, { fields: ['id', 'isPremium', 'userType'] });
    return user ? { userId: user.id, isPremium: user.isPremium, userType: user.userType } : null;
  }

  async setUserType(actor: Actor, userType: UserType): Promise<UserDto> {
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: actor.userId });
    if (!user) throw new DomainError(ErrorCode.AuthRequired, errorMessage.authRequired);
    user.userType = userType;
    await em.flush();
    return user.toDto();
  }

  /** Projection of the user's points total; events arrive in order per user. */
  async onPointsAwarded(em: EntityManager, event: Envelope<EventMap['points.awarded.v1']>): Promise<void> {
    await em.nativeUpdate(User, { id: event.payload.userId }, { points: event.payload.totalPoints });
  }
}
