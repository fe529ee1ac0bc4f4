import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { BillingPrivacyService } from './privacy.service';

@RpcController()
export class BillingPrivacyController {
  constructor(private readonly privacy: BillingPrivacyService) {}

  @Rpc('billing.export-user')
  export(@Payload() msg: RpcEnvelope<RpcReq<'billing.export-user'>>): Promise<RpcRes<'billing.export-user'>> {
    return this.privacy.export(requireActor(msg.actor));
  }
}
