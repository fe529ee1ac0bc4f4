import { Inject, Injectable, Optional } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { type Actor, ErrorCode, errorMessage, type SavedService, savedServicesLimit, type SupportNeed, type SupportService } from '@kiin/contracts';
import { DomainError } from '@kiin/service-kit';
import { directoryById } from '../directory-by-id';
import { saveDecision, savedServices } from './saved-list';
import { SavedServicesRepository } from './saved-services.repository';

/** Where the services come from: the published directory, unless a test gives its own (to reach the limit). */
export const SUPPORT_DIRECTORY = Symbol('SUPPORT_DIRECTORY');

/** Support services a member keeps from Engage to come back to (from their dashboard). */
@Injectable()
export class SavedServicesService {
  constructor(
    private readonly orm: MikroORM,
    private readonly saved: SavedServicesRepository,
    @Optional() @Inject(SUPPORT_DIRECTORY) private readonly directory: ReadonlyMap<string, SupportService> = directoryById,
  ) {}

  async list(actor: Actor): Promise<SavedService[]> {
    return savedServices(await this.saved.findByUser(actor.userId), this.directory);
  }

  /** Idempotent: a service saved already stays as it was (its first need), even at the limit. */
  async save(actor: Actor, serviceId: string, need: SupportNeed | undefined): Promise<SavedService[]> {
    if (!this.directory.has(serviceId)) throw new DomainError(ErrorCode.SupportServiceNotFound, errorMessage.supportServiceNotFound);
    return this.orm.em.fork().transactional(async (em) => {
      await this.saved.lockMember(em, actor.userId);
      const rows = await this.saved.findByUser(actor.userId, em);
      const decision = saveDecision(rows, serviceId, this.directory, savedServicesLimit);
      if (decision === 'already') return savedServices(rows, this.directory);
      if (decision === 'full') throw new DomainError(ErrorCode.SavedServicesFull, errorMessage.savedServicesFull(savedServicesLimit));
      await this.saved.insertOnce(em, actor.userId, serviceId, need ?? null);
      return savedServices(await this.saved.findByUser(actor.userId, em), this.directory);
    });
  }

  /** Idempotent: removing what is not saved (or no longer in the directory) changes nothing. */
  unsave(actor: Actor, serviceId: string): Promise<SavedService[]> {
    return this.orm.em.fork().transactional(async (em) => {
      await this.saved.delete(em, actor.userId, serviceId);
      return savedServices(await this.saved.findByUser(actor.userId, em), this.directory);
    });
  }
}
