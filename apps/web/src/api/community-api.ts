import type {
  Comment,
  CreatedComment,
  CreatedDiscussion,
  Discussion,
  DiscussionAccessFilter,
  DiscussionSummary,
  ModerationNotice,
  Page,
  ReviewItem,
  WatchedPhrase,
} from '@kiin/contracts';
import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query/react';
import { discussionListSearch } from '@kiin/contracts';
import { api } from './api';
import { byCursor } from './paging';

/** Which discussions a list shows: the search, the tab, only the reader's own; `limit` per page (the server's default when left out). */
export interface DiscussionFilter {
  q?: string;
  access?: DiscussionAccessFilter;
  mine?: boolean;
  limit?: number;
}

type Generated = DefinitionsFromApi<typeof api>;
type Answer<Name extends keyof Generated, Result> = OverrideResultType<Generated[Name], Result>;
/** The community's answers, which the OpenAPI document does not describe: the contracts' types. */
type Answers = Omit<Generated, 'discussion' | 'createDiscussion' | 'createComment' | 'decideReview' | 'myNotices' | 'watchedPhrases' | 'addPhrase' | 'removePhrase'> & {
  discussion: Answer<'discussion', Discussion>;
  createDiscussion: Answer<'createDiscussion', CreatedDiscussion>;
  createComment: Answer<'createComment', CreatedComment>;
  decideReview: Answer<'decideReview', { status: 'done' }>;
  myNotices: Answer<'myNotices', ModerationNotice[]>;
  watchedPhrases: Answer<'watchedPhrases', WatchedPhrase[]>;
  addPhrase: Answer<'addPhrase', WatchedPhrase>;
  removePhrase: Answer<'removePhrase', { status: 'removed' }>;
};

/**
 * The five discussion calls of spec §7, flags and the moderation queue. Posting refreshes the
 * discussion lists (and a comment its discussion's comments); a flag adds to the moderators' queue.
 */
export const communityApi = api
  .enhanceEndpoints<TagTypesFromApi<typeof api>, Answers>({
    endpoints: {
      discussion: { providesTags: (_r, _e, id) => [{ type: 'Discussions', id }] },
      createDiscussion: { invalidatesTags: ['Discussions'] },
      createComment: { invalidatesTags: (_r, _e, { id }) => [{ type: 'Comments', id }, 'Discussions'] },
      flagDiscussion: { invalidatesTags: ['Moderation'] },
      flagComment: { invalidatesTags: ['Moderation'] },
      decideReview: { invalidatesTags: ['Moderation', 'Discussions', 'Comments'] },
      myNotices: { providesTags: ['Notices'] },
      watchedPhrases: { providesTags: ['Phrases'] },
      addPhrase: { invalidatesTags: ['Phrases'] },
      removePhrase: { invalidatesTags: ['Phrases'] },
    },
  })
  // The cursor-paged lists: hand-written, as the generator writes no infinite queries.
  .injectEndpoints({
    endpoints: (build) => ({
      /** The discussion list, a page at a time (`fetchNextPage` for "Show more"); search and tabs are the server's. */
      discussions: build.infiniteQuery<Page<DiscussionSummary>, DiscussionFilter, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ queryArg, pageParam }) => `/api/discussions${discussionListSearch({ ...queryArg, cursor: pageParam })}`,
        providesTags: ['Discussions'],
      }),
      /** A discussion's comments, oldest first, a page at a time. */
      comments: build.infiniteQuery<Page<Comment>, string, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ queryArg: id, pageParam }) =>
          `/api/discussions/${encodeURIComponent(id)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        providesTags: (_r, _e, id) => [{ type: 'Comments', id }],
      }),
      /** The review queue, crisis first then oldest, a page at a time. */
      moderationQueue: build.infiniteQuery<Page<ReviewItem>, void, string | null>({
        infiniteQueryOptions: byCursor,
        query: ({ pageParam }) => `/api/moderation/queue${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        providesTags: ['Moderation'],
      }),
    }),
  });

export const {
  useDiscussionsInfiniteQuery,
  useDiscussionQuery,
  useCommentsInfiniteQuery,
  useCreateDiscussionMutation,
  useCreateCommentMutation,
  useFlagDiscussionMutation,
  useFlagCommentMutation,
  useModerationQueueInfiniteQuery,
  useDecideReviewMutation,
  useMyNoticesQuery,
  useWatchedPhrasesQuery,
  useAddPhraseMutation,
  useRemovePhraseMutation,
} = communityApi;
