import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { PostsService } from './posts.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

/** Discussions and comments: reading, paging, writing. */
@RpcController()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

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
}
