import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { PrivacyService } from './privacy.service';

@RpcController()
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @Rpc('identity.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'identity.export-user'>>): Promise<RpcRes<'identity.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }

  @Rpc('identity.delete-user')
  delete(@Payload() msg: RpcEnvelope<RpcReq<'identity.delete-user'>>): Promise<RpcRes<'identity.delete-user'>> {
    return this.privacy.delete(requireActor(msg.actor), msg.data);
  }
}
