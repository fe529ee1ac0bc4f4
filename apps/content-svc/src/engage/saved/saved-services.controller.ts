import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { SavedServicesService } from './saved-services.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

/** A member's saved support services (signed in only). */
@RpcController()
export class SavedServicesController {
  constructor(private readonly saved: SavedServicesService) {}

  @Rpc('engage.list-saved')
  list(@Payload() msg: Msg<'engage.list-saved'>): Promise<RpcRes<'engage.list-saved'>> {
    return this.saved.list(requireActor(msg.actor));
  }

  @Rpc('engage.save-service')
  save(@Payload() msg: Msg<'engage.save-service'>): Promise<RpcRes<'engage.save-service'>> {
    return this.saved.save(requireActor(msg.actor), msg.data.serviceId, msg.data.need);
  }

  @Rpc('engage.unsave-service')
  unsave(@Payload() msg: Msg<'engage.unsave-service'>): Promise<RpcRes<'engage.unsave-service'>> {
    return this.saved.unsave(requireActor(msg.actor), msg.data.serviceId);
  }
}
