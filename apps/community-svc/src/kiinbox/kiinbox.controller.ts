import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireAccess, requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { KiinboxService } from './kiinbox.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

/** kiinbox's calls from the gateway: members ask and read, experts answer, moderators hold and hide. */
@RpcController()
export class KiinboxController {
  constructor(private readonly kiinbox: KiinboxService) {}

  @Rpc('kiinbox.ask')
  ask(@Payload() msg: Msg<'kiinbox.ask'>): Promise<RpcRes<'kiinbox.ask'>> {
    return this.kiinbox.ask(requireActor(msg.actor), msg.data);
  }

  @Rpc('kiinbox.mine')
  mine(@Payload() msg: Msg<'kiinbox.mine'>): Promise<RpcRes<'kiinbox.mine'>> {
    return this.kiinbox.mine(requireActor(msg.actor), msg.data);
  }

  @Rpc('kiinbox.public-list')
  publicList(@Payload() msg: Msg<'kiinbox.public-list'>): Promise<RpcRes<'kiinbox.public-list'>> {
    return this.kiinbox.publicList(msg.data);
  }

  @Rpc('kiinbox.public-get')
  publicGet(@Payload() msg: Msg<'kiinbox.public-get'>): Promise<RpcRes<'kiinbox.public-get'>> {
    return this.kiinbox.publicGet(msg.data.id);
  }

  @Rpc('kiinbox.queue')
  queue(@Payload() msg: Msg<'kiinbox.queue'>): Promise<RpcRes<'kiinbox.queue'>> {
    requireAccess(msg.actor, 'kiinbox.answer');
    return this.kiinbox.queue(msg.data);
  }

  @Rpc('kiinbox.held')
  held(@Payload() msg: Msg<'kiinbox.held'>): Promise<RpcRes<'kiinbox.held'>> {
    requireAccess(msg.actor, 'community.moderate');
    return this.kiinbox.held(msg.data);
  }

  @Rpc('kiinbox.answer')
  answer(@Payload() msg: Msg<'kiinbox.answer'>): Promise<RpcRes<'kiinbox.answer'>> {
    const { id, ...body } = msg.data;
    return this.kiinbox.answer(requireAccess(msg.actor, 'kiinbox.answer'), id, body);
  }

  @Rpc('kiinbox.hide')
  hide(@Payload() msg: Msg<'kiinbox.hide'>): Promise<RpcRes<'kiinbox.hide'>> {
    const { id, ...body } = msg.data;
    return this.kiinbox.hide(requireAccess(msg.actor, 'community.moderate'), id, body);
  }

  @Rpc('kiinbox.release')
  release(@Payload() msg: Msg<'kiinbox.release'>): Promise<RpcRes<'kiinbox.release'>> {
    requireAccess(msg.actor, 'community.moderate');
    return this.kiinbox.release(msg.data.id);
  }

  @Rpc('kiinbox.cover-in-session')
  coverInSession(@Payload() msg: Msg<'kiinbox.cover-in-session'>): Promise<RpcRes<'kiinbox.cover-in-session'>> {
    requireAccess(msg.actor, 'kiinbox.answer');
    return this.kiinbox.coverInSession(msg.data.id);
  }
}
