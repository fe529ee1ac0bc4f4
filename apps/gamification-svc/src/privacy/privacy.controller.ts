import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { GamificationPrivacyService } from './privacy.service';

@RpcController()
export class GamificationPrivacyController {
  constructor(private readonly privacy: GamificationPrivacyService) {}

  @Rpc('gamification.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'gamification.export-user'>>): Promise<RpcRes<'gamification.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }
}
