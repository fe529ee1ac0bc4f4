import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { CoachPrivacyService } from './privacy.service';

@RpcController()
export class CoachPrivacyController {
  constructor(private readonly privacy: CoachPrivacyService) {}

  @Rpc('coach.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'coach.export-user'>>): Promise<RpcRes<'coach.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }
}
