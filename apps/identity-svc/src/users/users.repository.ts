import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity';

/** Accounts (`app_user`). Every method runs on the caller's `em`: a fork, or a transaction's. */
@Injectable()
export class UsersRepository {
  findById(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id });
  }

  findByIdOrFail(em: EntityManager, id: string): Promise<User> {
    return em.findOneOrFail(User, { id });
  }

  findByEmail(em: EntityManager, email: string): Promise<User | null> {
    return em.findOne(User, { email });
  }

  /** Whether an account holds the address (reads its id alone). */
  async isRegistered(em: EntityManager, email: string): Promise<boolean> {
    return (await em.findOne(User, { email }, { fields: ['id'] })) !== null;
  }

  /** What an actor is made of (roles aside). */
  findActorFields(em: EntityManager, id: string): Promise<Pick<User, 'id' | 'isPremium' | 'userType'> | null> {
    return em.findOne(User, { id }, { fields: ['id', 'isPremium', 'userType'] });
  }

  findAddresses(em: EntityManager, ids: string[]): Promise<Pick<User, 'id' | 'email'>[]> {
    return em.find(User, { id: { $in: ids } }, { fields: ['id', 'email'] });
  }

  /** A new account, persisted with the caller's next flush. */
  create(em: EntityManager, fields: Pick<User, 'id' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'createdAt' | 'emailConfirmedAt'>): User {
    return em.create(User, fields);
  }

  async setPasswordHash(em: EntityManager, id: string, passwordHash: string): Promise<void> {
    await em.nativeUpdate(User, { id }, { passwordHash });
  }

  /** False when there is no such account. */
  async setPremium(em: EntityManager, id: string, isPremium: boolean): Promise<boolean> {
    return (await em.nativeUpdate(User, { id }, { isPremium })) > 0;
  }

  /** Stores `total` only when it is higher than the stored points. */
  async raisePoints(em: EntityManager, id: string, total: number): Promise<void> {
    await em.nativeUpdate(User, { id, points: { $lt: total } }, { points: total });
  }
}
