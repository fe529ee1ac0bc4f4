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

import type {
  AnswerKiinboxQuestionBody,
  AskedKiinboxQuestion,
  AskKiinboxQuestionBody,
  HideKiinboxQuestionBody,
  KiinboxLibraryItem,
  KiinboxPageQuery,
  KiinboxQueueQuery,
  KiinboxSession,
  MyKiinboxQuestion,
  PublicKiinboxQuery,
  PublicKiinboxQuestion,
  PublicKiinboxSummary,
  StaffKiinboxQuestion,
} from './kiinbox';

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
  /**
   * Ask the experts. `session`: the kliinic the question is for, as the gateway found it among
   * the caller's upcoming confirmed bookings (null for a general question).
   */
  'kiinbox.ask': Community<Omit<AskKiinboxQuestionBody, 'kliinicSessionId'> & { session: KiinboxSession | null }, AskedKiinboxQuestion>;
  /** A page of the caller's own questions, newest first. */
  'kiinbox.mine': Community<KiinboxPageQuery, Page<MyKiinboxQuestion>>;
  /** A page of the public Q&A (answered, publishable, not hidden), newest answered first. */
  'kiinbox.public-list': Community<PublicKiinboxQuery, Page<PublicKiinboxSummary>>;
  'kiinbox.public-get': Community<{ id: string }, PublicKiinboxQuestion>;
  /** The experts' queue (`kiinbox.answer`): fair-share order, filtered by session and topic. */
  'kiinbox.queue': Community<KiinboxQueueQuery, Page<StaffKiinboxQuestion>>;
  /** Questions held for moderators (crisis), oldest first (`community.moderate`). */
  'kiinbox.held': Community<KiinboxPageQuery, Page<StaffKiinboxQuestion>>;
  /** `library`: the linked items as content-svc knows them (the gateway looked each id up). */
  'kiinbox.answer': Community<Omit<AnswerKiinboxQuestionBody, 'libraryItemIds'> & { id: string; library: KiinboxLibraryItem[] }, StaffKiinboxQuestion>;
  'kiinbox.hide': Community<HideKiinboxQuestionBody & { id: string }, StaffKiinboxQuestion>;
  /** A moderator sends a held question on to the experts' queue. */
  'kiinbox.release': Community<{ id: string }, StaffKiinboxQuestion>;
  /** The expert will cover the question in its kliinic: answered when the session's notes go out. */
  'kiinbox.cover-in-session': Community<{ id: string }, StaffKiinboxQuestion>;
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
  'kiinbox.ask': community,
  'kiinbox.mine': community,
  'kiinbox.public-list': community,
  'kiinbox.public-get': community,
  'kiinbox.queue': community,
  'kiinbox.held': community,
  'kiinbox.answer': community,
  'kiinbox.hide': community,
  'kiinbox.release': community,
  'kiinbox.cover-in-session': community,
  'community.export-user': community,
} as const satisfies Record<keyof CommunityRpc, RpcRoute<'community-svc'>>;
