import { Payload } from '@nestjs/microservices';
import { badges, type RpcEnvelope, type RpcReq, type RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { PointsService } from './points.service';

@RpcController()
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Rpc('gamification.points')
  async total(@Payload() msg: RpcEnvelope<RpcReq<'gamification.points'>>): Promise<RpcRes<'gamification.points'>> {
    return { points: await this.points.total(msg.data.userId) };
  }

  @Rpc('gamification.badges')
  list(): RpcRes<'gamification.badges'> {
    return [...badges].sort((a, b) => a.pointsRequired - b.pointsRequired);
  }

  @Rpc('gamification.user-badges')
  async earned(@Payload() msg: RpcEnvelope<RpcReq<'gamification.user-badges'>>): Promise<RpcRes<'gamification.user-badges'>> {
    return this.points.userBadges(requireActor(msg.actor).userId);
  }
}
