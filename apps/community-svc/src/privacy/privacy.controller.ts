import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { CommunityPrivacyService } from './privacy.service';

@RpcController()
export class CommunityPrivacyController {
  constructor(private readonly privacy: CommunityPrivacyService) {}

  @Rpc('community.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'community.export-user'>>): Promise<RpcRes<'community.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }
}
