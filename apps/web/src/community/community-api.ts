import type {
  Comment,
  CreateCommentBody,
  CreateDiscussionBody,
  CreatedComment,
  CreatedDiscussion,
  DecideBody,
  Discussion,
  DiscussionAccessFilter,
  DiscussionSummary,
  FlagBody,
  ModerationNotice,
  Page,
  PostType,
  ReviewItem,
  WatchedPhrase,
  WatchedPhraseBody,
} from '@kiin/contracts';
import { discussionListSearch } from '@kiin/contracts';
import { api } from '../api/api';
import { byCursor } from '../api/paging';

/** Which discussions a list shows: the search, the tab, only the reader's own; `limit` per page (the server's default when left out). */
export interface DiscussionFilter {
  q?: string;
  access?: DiscussionAccessFilter;
  mine?: boolean;
  limit?: number;
}


const withTags = api.enhanceEndpoints({ addTagTypes: ['Discussions', 'Comments', 'Moderation', 'Phrases', 'Notices'] });

/** The five discussion calls of spec §7, flags and the moderation queue. */
export const communityApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    /** The discussion list, a page at a time (`fetchNextPage` for "Show more"); search and tabs are the server's. */
    discussions: build.infiniteQuery<Page<DiscussionSummary>, DiscussionFilter, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => `/discussions${discussionListSearch({ ...queryArg, cursor: pageParam })}`,
      providesTags: ['Discussions'],
    }),
    discussion: build.query<Discussion, string>({
      query: (id) => `/discussions/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Discussions', id }],
    }),
    /** A discussion's comments, oldest first, a page at a time. */
    comments: build.infiniteQuery<Page<Comment>, string, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg: id, pageParam }) => `/discussions/${encodeURIComponent(id)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: (_r, _e, id) => [{ type: 'Comments', id }],
    }),
    createDiscussion: build.mutation<CreatedDiscussion, CreateDiscussionBody>({
      query: (body) => ({ url: '/discussions', method: 'POST', body }),
      invalidatesTags: ['Discussions'],
    }),
    createComment: build.mutation<CreatedComment, CreateCommentBody & { discussionId: string }>({
      query: ({ discussionId, ...body }) => ({ url: `/discussions/${encodeURIComponent(discussionId)}/comments`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { discussionId }) => [{ type: 'Comments', id: discussionId }, 'Discussions'],
    }),
    flagPost: build.mutation<{ status: string }, FlagBody & { postType: PostType; postId: string }>({
      query: ({ postType, postId, ...body }) => ({
        url: `/${postType === 'discussion' ? 'discussions' : 'comments'}/${encodeURIComponent(postId)}/flags`,
        method: 'POST',
        body,
      }),
    }),
    /** The review queue, crisis first then oldest, a page at a time. */
    moderationQueue: build.infiniteQuery<Page<ReviewItem>, void, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ pageParam }) => `/moderation/queue${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      providesTags: ['Moderation'],
    }),
    decideReview: build.mutation<{ status: 'done' }, DecideBody & { reviewId: string }>({
      query: ({ reviewId, ...body }) => ({ url: `/moderation/reviews/${encodeURIComponent(reviewId)}`, method: 'POST', body }),
      invalidatesTags: ['Moderation', 'Discussions', 'Comments'],
    }),
    myNotices: build.query<ModerationNotice[], void>({ query: () => '/community/notices', providesTags: ['Notices'] }),
    watchedPhrases: build.query<WatchedPhrase[], void>({ query: () => '/moderation/phrases', providesTags: ['Phrases'] }),
    addPhrase: build.mutation<WatchedPhrase, WatchedPhraseBody>({
      query: (body) => ({ url: '/moderation/phrases', method: 'POST', body }),
      invalidatesTags: ['Phrases'],
    }),
    removePhrase: build.mutation<{ status: 'removed' }, string>({
      query: (id) => ({ url: `/moderation/phrases/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Phrases'],
    }),
  }),
});

export const {
  useDiscussionsInfiniteQuery,
  useDiscussionQuery,
  useCommentsInfiniteQuery,
  useCreateDiscussionMutation,
  useCreateCommentMutation,
  useFlagPostMutation,
  useModerationQueueInfiniteQuery,
  useDecideReviewMutation,
  useMyNoticesQuery,
  useWatchedPhrasesQuery,
  useAddPhraseMutation,
  useRemovePhraseMutation,
} = communityApi;
