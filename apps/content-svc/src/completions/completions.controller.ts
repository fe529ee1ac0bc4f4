import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { CompletionsService } from './completions.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class CompletionsController {
  constructor(private readonly service: CompletionsService) {}

  @Rpc('content.complete')
  complete(@Payload() msg: Msg<'content.complete'>): Promise<RpcRes<'content.complete'>> {
    return this.service.complete(requireActor(msg.actor), msg.data.contentId);
  }

  @Rpc('content.list-completions')
  completions(@Payload() msg: Msg<'content.list-completions'>): Promise<RpcRes<'content.list-completions'>> {
    return this.service.completions(requireActor(msg.actor));
  }
}
