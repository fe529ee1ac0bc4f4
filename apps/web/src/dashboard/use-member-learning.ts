import { useMemo } from 'react';
import type { Condition, ContentItem, User } from '@kiin/contracts';
import { useCompletedContentQuery, useFreeContentQuery, useSavedConditionsQuery } from '../api/api';
import { toApiError, type ApiError } from '../api/base-query';
import { useContentForConditionsQuery } from '../member/member-api';
import { type CompletedItem, learningProgress, type LearningProgress, recentCompletions } from './progress';
import { pickRecommendations } from './recommendations';

export interface MemberLearning {
  isLoading: boolean;
  error: ApiError | undefined;
  retry: () => void;
  savedConditions: Condition[];
  /** Everything completed, newest first, joined to the catalogue. */
  completed: CompletedItem[];
  progress: LearningProgress;
  recommendations: ContentItem[];
}

const noConditions: Condition[] = [];

/**
 * What the dashboard and /member/learn know about a member's learning: saved conditions,
 * completions, progress and what to read next. Asks nothing while `user` is null.
 */
export function useMemberLearning(user: User | null): MemberLearning {
  const skip = !user;
  const completions = useCompletedContentQuery(undefined, { skip });
  const library = useFreeContentQuery(undefined, { skip });
  const saved = useSavedConditionsQuery(undefined, { skip });
  const conditionIds = useMemo(() => (saved.data ?? []).map((c) => c.id), [saved.data]);
  const byCondition = useContentForConditionsQuery(conditionIds, { skip: skip || conditionIds.length === 0 });

  const queries = [completions, library, saved, ...(conditionIds.length > 0 ? [byCondition] : [])];
  const isLoading = !skip && queries.some((q) => q.isLoading || (q.isFetching && q.data === undefined));
  const failed = queries.find((q) => q.error);

  const completed = useMemo(() => recentCompletions(completions.data ?? [], library.data ?? []), [completions.data, library.data]);
  const recommendations = useMemo(
    () =>
      pickRecommendations({
        byCondition: conditionIds.length > 0 ? (byCondition.data ?? []) : [],
        library: library.data ?? [],
        completedIds: new Set((completions.data ?? []).map((c) => c.contentId)),
        isPremium: Boolean(user?.isPremium),
      }),
    [conditionIds.length, byCondition.data, library.data, completions.data, user?.isPremium],
  );

  return {
    isLoading,
    error: toApiError(failed?.error as ApiError | undefined),
    retry: () => {
      for (const q of queries) if (q.error) void q.refetch();
    },
    savedConditions: saved.data ?? noConditions,
    completed,
    progress: learningProgress(completions.data?.length ?? 0),
    recommendations,
  };
}
