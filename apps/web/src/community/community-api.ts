import type {
  Comment,
  CreateCommentBody,
  CreateDiscussionBody,
  CreatedComment,
  CreatedDiscussion,
  DecideBody,
  Discussion,
  FlagBody,
  ModerationNotice,
  PostType,
  ReviewItem,
  WatchedPhrase,
  WatchedPhraseBody,
} from '@kiin/contracts';
import { api } from '../api/api';

const withTags = api.enhanceEndpoints({ addTagTypes: ['Discussions', 'Comments', 'Moderation', 'Phrases'] });

/** The five discussion calls of spec §7, flags and the moderation queue. */
export const communityApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    discussions: build.query<Discussion[], void>({ query: () => '/discussions', providesTags: ['Discussions'] }),
    discussion: build.query<Discussion, string>({
      query: (id) => `/discussions/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Discussions', id }],
    }),
    comments: build.query<Comment[], string>({
      query: (id) => `/discussions/${encodeURIComponent(id)}/comments`,
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
    moderationQueue: build.query<ReviewItem[], void>({ query: () => '/moderation/queue', providesTags: ['Moderation'] }),
    decideReview: build.mutation<{ status: 'done' }, DecideBody & { reviewId: string }>({
      query: ({ reviewId, ...body }) => ({ url: `/moderation/reviews/${encodeURIComponent(reviewId)}`, method: 'POST', body }),
      invalidatesTags: ['Moderation', 'Discussions', 'Comments'],
    }),
    myNotices: build.query<ModerationNotice[], void>({ query: () => '/community/notices' }),
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
  useDiscussionsQuery,
  useDiscussionQuery,
  useCommentsQuery,
  useCreateDiscussionMutation,
  useCreateCommentMutation,
  useFlagPostMutation,
  useModerationQueueQuery,
  useDecideReviewMutation,
  useMyNoticesQuery,
  useWatchedPhrasesQuery,
  useAddPhraseMutation,
  useRemovePhraseMutation,
} = communityApi;
