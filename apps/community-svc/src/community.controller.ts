import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireAccess, requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { ModerationService } from './moderation/moderation.service';
import { PostsService } from './posts/posts.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class CommunityController {
  constructor(
    private readonly posts: PostsService,
    private readonly moderation: ModerationService,
  ) {}

  @Rpc('community.list-discussions')
  list(@Payload() msg: Msg<'community.list-discussions'>): Promise<RpcRes<'community.list-discussions'>> {
    return this.posts.list(msg.actor, msg.data);
  }

  @Rpc('community.get-discussion')
  get(@Payload() msg: Msg<'community.get-discussion'>): Promise<RpcRes<'community.get-discussion'>> {
    return this.posts.get(msg.actor, msg.data.id, msg.data.viewerKey);
  }

  @Rpc('community.create-discussion')
  create(@Payload() msg: Msg<'community.create-discussion'>): Promise<RpcRes<'community.create-discussion'>> {
    return this.posts.createDiscussion(requireActor(msg.actor), msg.data);
  }

  @Rpc('community.list-comments')
  comments(@Payload() msg: Msg<'community.list-comments'>): Promise<RpcRes<'community.list-comments'>> {
    const { discussionId, ...query } = msg.data;
    return this.posts.comments(msg.actor, discussionId, query);
  }

  @Rpc('community.create-comment')
  comment(@Payload() msg: Msg<'community.create-comment'>): Promise<RpcRes<'community.create-comment'>> {
    const { discussionId, ...body } = msg.data;
    return this.posts.createComment(requireActor(msg.actor), discussionId, body);
  }

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
