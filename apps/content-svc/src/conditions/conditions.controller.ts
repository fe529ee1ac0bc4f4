import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { ConditionsService } from './conditions.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class ConditionsController {
  constructor(private readonly conditions: ConditionsService) {}

  @Rpc('conditions.list')
  list(): Promise<RpcRes<'conditions.list'>> {
    return this.conditions.list();
  }

  @Rpc('conditions.list-saved')
  saved(@Payload() msg: Msg<'conditions.list-saved'>): Promise<RpcRes<'conditions.list-saved'>> {
    return this.conditions.saved(requireActor(msg.actor));
  }

  @Rpc('conditions.save')
  save(@Payload() msg: Msg<'conditions.save'>): Promise<RpcRes<'conditions.save'>> {
    return this.conditions.save(requireActor(msg.actor), msg.data.conditionId);
  }

  @Rpc('conditions.remove')
  remove(@Payload() msg: Msg<'conditions.remove'>): Promise<RpcRes<'conditions.remove'>> {
    return this.conditions.remove(requireActor(msg.actor), msg.data.conditionId);
  }
}
