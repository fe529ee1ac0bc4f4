import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireAccess, requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { ModerationService } from './moderation.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

/** Flags, the moderators' queue and decisions, watched phrases, and the member's notices of decisions. */
@RpcController()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @Rpc('community.flag')
  flag(@Payload() msg: Msg<'community.flag'>): Promise<RpcRes<'community.flag'>> {
    const { postType, postId, ...body } = msg.data;
    return this.moderation.flag(requireActor(msg.actor), postType, postId, body);
  }

  @Rpc('community.queue')
  queue(@Payload() msg: Msg<'community.queue'>): Promise<RpcRes<'community.queue'>> {
    requireAccess(msg.actor, 'community.moderate');
    return this.moderation.queue(msg.data);
  }

  @Rpc('community.decide')
  decide(@Payload() msg: Msg<'community.decide'>): Promise<RpcRes<'community.decide'>> {
    const { reviewId, ...body } = msg.data;
    return this.moderation.decide(requireAccess(msg.actor, 'community.moderate'), reviewId, body);
  }

  @Rpc('community.list-phrases')
  phrases(@Payload() msg: Msg<'community.list-phrases'>): Promise<RpcRes<'community.list-phrases'>> {
    requireAccess(msg.actor, 'community.edit-watched-phrases');
    return this.moderation.phrases();
  }

  @Rpc('community.add-phrase')
  addPhrase(@Payload() msg: Msg<'community.add-phrase'>): Promise<RpcRes<'community.add-phrase'>> {
    requireAccess(msg.actor, 'community.edit-watched-phrases');
    return this.moderation.addPhrase(msg.data);
  }

  @Rpc('community.remove-phrase')
  removePhrase(@Payload() msg: Msg<'community.remove-phrase'>): Promise<RpcRes<'community.remove-phrase'>> {
    requireAccess(msg.actor, 'community.edit-watched-phrases');
    return this.moderation.removePhrase(msg.data.id);
  }

  @Rpc('community.my-notices')
  notices(@Payload() msg: Msg<'community.my-notices'>): Promise<RpcRes<'community.my-notices'>> {
    return this.moderation.notices(requireActor(msg.actor));
  }
}
