import type { UserExport } from '../shared/privacy';
import type { RpcDef, RpcRoute } from '../shared/rpc';
import type { CreateCommentBody, CreateDiscussionBody, DecideBody, FlagBody, WatchedPhraseBody } from './api';
import type { Page } from '../shared/paging';
import type { CommentListQuery, DiscussionListQuery, DiscussionSummary, ModerationQueueQuery } from './paging';
import type {
  Comment,
  CreatedComment,
  CreatedDiscussion,
  Discussion,
  ModerationNotice,
  PostType,
  ReviewItem,
  WatchedPhrase,
} from './domain';

type Community<Req, Res> = RpcDef<'community-svc', Req, Res>;
type None = Record<string, never>;

export interface CommunityRpc {
  /** A page of discussions, newest first; the cursor is checked by community-svc (400 when not one of its own). */
  'community.list-discussions': Community<DiscussionListQuery, Page<DiscussionSummary>>;
  /** `viewerKey`: the member's id, or a hash of the visitor's address made by the gateway (never the address). */
  'community.get-discussion': Community<{ id: string; viewerKey: string }, Discussion>;
  'community.create-discussion': Community<CreateDiscussionBody, CreatedDiscussion>;
  /** A page of comments, oldest first. */
  'community.list-comments': Community<CommentListQuery & { discussionId: string }, Page<Comment>>;
  'community.create-comment': Community<CreateCommentBody & { discussionId: string }, CreatedComment>;
  'community.flag': Community<FlagBody & { postType: PostType; postId: string }, { status: 'flagged' | 'hidden-pending-review' }>;
  /** A page of open reviews: crisis first, then oldest first. */
  'community.queue': Community<ModerationQueueQuery, Page<ReviewItem>>;
  'community.decide': Community<DecideBody & { reviewId: string }, { status: 'done' }>;
  'community.list-phrases': Community<None, WatchedPhrase[]>;
  'community.add-phrase': Community<WatchedPhraseBody, WatchedPhrase>;
  'community.remove-phrase': Community<{ id: string }, { status: 'removed' }>;
  'community.my-notices': Community<None, ModerationNotice[]>;
  /** The caller's discussions, comments, flags and moderation notices, for their data export. */
  'community.export-user': Community<None, UserExport['community']>;
}

const community = { service: 'community-svc' } as const;
export const communityRoutes = {
  'community.list-discussions': community,
  'community.get-discussion': community,
  'community.create-discussion': community,
  'community.list-comments': community,
  'community.create-comment': community,
  'community.flag': community,
  'community.queue': community,
  'community.decide': community,
  'community.list-phrases': community,
  'community.add-phrase': community,
  'community.remove-phrase': community,
  'community.my-notices': community,
  'community.export-user': community,
} as const satisfies Record<keyof CommunityRpc, RpcRoute<'community-svc'>>;
