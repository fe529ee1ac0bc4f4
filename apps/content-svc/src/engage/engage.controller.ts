import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { EngageService } from './engage.service';

/** Finding services near a person (public: visitors and members alike). */
@RpcController()
export class EngageController {
  constructor(private readonly engage: EngageService) {}

  @Rpc('engage.find-services')
  findServices(@Payload() msg: RpcEnvelope<RpcReq<'engage.find-services'>>): RpcRes<'engage.find-services'> {
    return this.engage.find(msg.data);
  }
}
