import type { UserExport } from '../shared/privacy';
import type { JsonText, RpcDef, RpcRoute } from '../shared/rpc';
import type { TopicMaterialsQuery } from './api';
import type { Completion, Condition, ContentItem, ContentType, LibraryPassage, SupportService, TopicMaterial } from './domain';
import type { EngageQuery, EngageResult, SavedService, SaveServiceBody } from './engage';

type Content<Req, Res> = RpcDef<'content-svc', Req, Res>;
type None = Record<string, never>;

export interface ContentRpc {
  'content.list-free': Content<None, JsonText<ContentItem[]>>;
  'content.list-premium': Content<None, JsonText<ContentItem[]>>;
  'content.get': Content<{ id: string }, ContentItem>;
  'content.list-by-type': Content<{ type: ContentType }, JsonText<ContentItem[]>>;
  'content.complete': Content<{ contentId: string }, { completion: Completion; firstTime: boolean }>;
  'content.list-completions': Content<None, Completion[]>;
  'conditions.list': Content<None, Condition[]>;
  'conditions.content': Content<{ id: string }, JsonText<ContentItem[]>>;
  'conditions.list-saved': Content<None, Condition[]>;
  'conditions.save': Content<{ conditionId: string }, Condition[]>;
  'conditions.remove': Content<{ conditionId: string }, Condition[]>;
  'support-services.list': Content<None, SupportService[]>;
  /**
   * The directory's services for a place (a postcode, suburb or state): the national ones and
   * the state's own, those offering `need` only when it is given. PLACE_NOT_FOUND otherwise.
   */
  'engage.find-services': Content<EngageQuery, EngageResult>;
  /** The caller's saved services, oldest first, with the directory's details (signed in only). */
  'engage.list-saved': Content<None, SavedService[]>;
  /**
   * Saves a service (idempotent: a second save keeps the first one's need), and answers the
   * list. SUPPORT_SERVICE_NOT_FOUND for an id the directory lacks, SAVED_SERVICES_FULL past the limit.
   */
  'engage.save-service': Content<SaveServiceBody & { serviceId: string }, SavedService[]>;
  /** Removes a saved service (idempotent), and answers the list. */
  'engage.unsave-service': Content<{ serviceId: string }, SavedService[]>;
  /** Full-text search of the library (title, description, body) for the coach; premium items only for premium actors. */
  'content.search': Content<{ query: string; limit: number }, LibraryPassage[]>;
  /**
   * Library items to read before a kliinic: the best matches for its topic (title and
   * description), free or premium, weak matches left out. `limit` defaults to 3, at most 5.
   */
  'content.topic-materials': Content<TopicMaterialsQuery, TopicMaterial[]>;
  /** The caller's completions, saved conditions and saved services, for their data export. */
  'content.export-user': Content<None, UserExport['content']>;
}

const content = { service: 'content-svc' } as const;
export const contentRoutes = {
  'content.list-free': content,
  'content.list-premium': content,
  'content.get': content,
  'content.list-by-type': content,
  'content.complete': content,
  'content.list-completions': content,
  'conditions.list': content,
  'conditions.content': content,
  'conditions.list-saved': content,
  'conditions.save': content,
  'conditions.remove': content,
  'support-services.list': content,
  'engage.find-services': content,
  'engage.list-saved': content,
  'engage.save-service': content,
  'engage.unsave-service': content,
  'content.search': content,
  'content.topic-materials': content,
  'content.export-user': content,
} as const satisfies Record<keyof ContentRpc, RpcRoute<'content-svc'>>;
