import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { CoachService } from './coach.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class CoachController {
  constructor(private readonly coach: CoachService) {}

  @Rpc('coach.state')
  state(@Payload() msg: Msg<'coach.state'>): Promise<RpcRes<'coach.state'>> {
    return this.coach.state(msg.actor, msg.data.context);
  }

  @Rpc('coach.history')
  history(@Payload() msg: Msg<'coach.history'>): Promise<RpcRes<'coach.history'>> {
    return this.coach.history(msg.actor, msg.data);
  }

  @Rpc('coach.chat')
  chat(@Payload() msg: Msg<'coach.chat'>): Promise<RpcRes<'coach.chat'>> {
    return this.coach.chat(msg.actor, msg.data.message, msg.data.passages);
  }

  @Rpc('coach.clear')
  clear(@Payload() msg: Msg<'coach.clear'>): Promise<RpcRes<'coach.clear'>> {
    return this.coach.clear(msg.actor);
  }

  @Rpc('coach.consent')
  consent(@Payload() msg: Msg<'coach.consent'>): Promise<RpcRes<'coach.consent'>> {
    return this.coach.consent(msg.actor, msg.data.version);
  }

  @Rpc('coach.withdraw-consent')
  withdraw(@Payload() msg: Msg<'coach.withdraw-consent'>): Promise<RpcRes<'coach.withdraw-consent'>> {
    return this.coach.withdraw(msg.actor);
  }
}
