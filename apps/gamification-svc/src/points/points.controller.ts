import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { PointsService } from './points.service';

@RpcController()
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Rpc('gamification.points')
  async total(@Payload() msg: RpcEnvelope<RpcReq<'gamification.points'>>): Promise<RpcRes<'gamification.points'>> {
    return { points: await this.points.total(msg.data.userId) };
  }
}
