import { Inject, type OnModuleInit, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, Envelope, EventMap, RpcEnvelope, RpcPattern, RpcReq, RpcRes } from '@kiin/contracts';
import type { EventHandler } from '../events/event-consumer';
import { OnEvent } from '../events/on-event';
import { Kit } from '../kit';
import { requireActor, Rpc, RpcController } from '../rpc/rpc';

/** The RPC by which a service gives the gateway its part of a member's export. */
export type ExportRpc = Extract<RpcPattern, `${string}.export-user`>;

/** What one service holds about a member: its `privacy.service.ts`. */
export interface MemberDataPrivacy<P extends ExportRpc> {
  /** The member's data here, as this service's part of their export. */
  export(actor: Actor): Promise<RpcRes<P>>;
  /** Erases it when the account is deleted, in the consumer's transaction (and again in the erasure sweep). */
  onUserDeleted: EventHandler<'user.deleted.v1'>;
  /**
   * `select <uuid> as member_id from ...` statements for where a member's id is kept other
   * than in the uuid columns the erasure sweep finds itself (see `Kit.findMembersAlsoIn`).
   */
  readonly alsoFindMembersIn?: readonly string[];
}

/**
 * A service's privacy wiring, the same in every service that holds members' data: its export
 * RPC, and its erasure on `user.deleted.v1` in the service's consumer group. List the result
 * among the app module's controllers, and the privacy service among its providers (where its
 * own dependencies are).
 */
export function privacyController<P extends ExportRpc>(options: { exportRpc: P; privacy: Type<MemberDataPrivacy<NoInfer<P>>> }): Type {
  @RpcController()
  class PrivacyController implements OnModuleInit {
    constructor(
      @Inject(options.privacy) private readonly privacy: MemberDataPrivacy<P>,
      private readonly kit: Kit,
    ) {}

    onModuleInit(): void {
      for (const select of this.privacy.alsoFindMembersIn ?? []) this.kit.findMembersAlsoIn(select);
    }

    @Rpc(options.exportRpc)
    export(@Payload() msg: RpcEnvelope<RpcReq<P>>): Promise<RpcRes<P>> {
      return this.privacy.export(requireActor(msg.actor));
    }

    @OnEvent('user.deleted.v1')
    onUserDeleted(em: EntityManager, event: Envelope<EventMap['user.deleted.v1']>): Promise<void> {
      return this.privacy.onUserDeleted(em, event);
    }
  }
  // Named after the service's class in logs and in start-up errors, e.g. `CoachPrivacyController`.
  Object.defineProperty(PrivacyController, 'name', { value: `${options.privacy.name.replace(/Service$/, '')}Controller` });
  return PrivacyController;
}
