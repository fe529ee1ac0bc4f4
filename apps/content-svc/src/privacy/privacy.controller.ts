import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { ContentPrivacyService } from './privacy.service';

@RpcController()
export class ContentPrivacyController {
  constructor(private readonly privacy: ContentPrivacyService) {}

  @Rpc('content.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'content.export-user'>>): Promise<RpcRes<'content.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }
}
