import { useCallback, useMemo } from 'react';
import type { Condition, ContentItem, User } from '@kiin/contracts';
import { useCompletedContentQuery, useFreeContentQuery, useSavedConditionsQuery } from '../../../api/api';
import { toApiError, type ApiError } from '../../../api/base-query';
import { useContentForConditionsQuery } from '../../../api/member-api';
import { type CompletedItem, learningProgress, type LearningProgress, recentCompletions } from '../progress';
import { pickRecommendations } from '../recommendations';

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
  const failed = queries.find((q) => q.error)?.error as ApiError | undefined;

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
  const completedCount = completions.data?.length ?? 0;
  const { refetch: refetchCompletions, error: completionsError } = completions;
  const { refetch: refetchLibrary, error: libraryError } = library;
  const { refetch: refetchSaved, error: savedError } = saved;
  const { refetch: refetchByCondition, error: byConditionError } = byCondition;
  const retry = useCallback(() => {
    if (completionsError) void refetchCompletions();
    if (libraryError) void refetchLibrary();
    if (savedError) void refetchSaved();
    if (byConditionError && conditionIds.length > 0) void refetchByCondition();
  }, [completionsError, libraryError, savedError, byConditionError, conditionIds.length, refetchCompletions, refetchLibrary, refetchSaved, refetchByCondition]);

  // One object for as long as nothing in it changes, so views drawn from it can skip a redraw.
  return useMemo(
    () => ({
      isLoading,
      error: toApiError(failed),
      retry,
      savedConditions: saved.data ?? noConditions,
      completed,
      progress: learningProgress(completedCount),
      recommendations,
    }),
    [isLoading, failed, retry, saved.data, completed, completedCount, recommendations],
  );
}
