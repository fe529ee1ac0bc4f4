import { Payload } from '@nestjs/microservices';
import { ErrorCode, type RpcEnvelope, type RpcReq, type RpcRes, TopicMaterialsQuerySchema } from '@kiin/contracts';
import { DomainError, Rpc, RpcController } from '@kiin/service-kit';
import { ConditionsService } from '../conditions/conditions.service';
import { LibrarySearchService } from '../search/library-search.service';
import { ContentService } from './content.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly conditions: ConditionsService,
    private readonly search: LibrarySearchService,
  ) {}

  @Rpc('content.search')
  searchLibrary(@Payload() msg: Msg<'content.search'>): Promise<RpcRes<'content.search'>> {
    return this.search.search(msg.actor, msg.data.query, msg.data.limit);
  }

  @Rpc('content.topic-materials')
  topicMaterials(@Payload() msg: Msg<'content.topic-materials'>): Promise<RpcRes<'content.topic-materials'>> {
    const query = TopicMaterialsQuerySchema.safeParse(msg.data);
    if (!query.success) throw new DomainError(ErrorCode.ValidationFailed, query.error.issues[0].message);
    return this.search.topicMaterials(query.data.text, query.data.limit);
  }

  @Rpc('content.list-free')
  listFree(@Payload() msg: Msg<'content.list-free'>): Promise<RpcRes<'content.list-free'>> {
    return this.content.listFree(msg.actor);
  }

  @Rpc('content.list-premium')
  listPremium(@Payload() msg: Msg<'content.list-premium'>): Promise<RpcRes<'content.list-premium'>> {
    return this.content.listPremium(msg.actor);
  }

  @Rpc('content.get')
  get(@Payload() msg: Msg<'content.get'>): Promise<RpcRes<'content.get'>> {
    return this.content.get(msg.data.id, msg.actor);
  }

  @Rpc('content.list-by-type')
  listByType(@Payload() msg: Msg<'content.list-by-type'>): Promise<RpcRes<'content.list-by-type'>> {
    return this.content.listByType(msg.data.type, msg.actor);
  }

  @Rpc('conditions.content')
  async conditionContent(@Payload() msg: Msg<'conditions.content'>): Promise<RpcRes<'conditions.content'>> {
    await this.conditions.assertExists(msg.data.id);
    return this.content.listForCondition(msg.data.id, msg.actor);
  }
}
