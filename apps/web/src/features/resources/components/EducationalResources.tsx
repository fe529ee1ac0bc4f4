import { useFreeContentQuery } from '../../../api/api';
import { LibraryView } from '../../../components/content/LibraryView';

/** The free content library: every item, premium ones marked (and opened in full for premium members). */
export function EducationalResources() {
  const { data, isLoading, isFetching, error, refetch } = useFreeContentQuery();
  return (
    <LibraryView
      title="Free content library"
      items={data}
      // A retry after a failure shows the placeholders again rather than the old error.
      loading={isLoading || (Boolean(error) && isFetching)}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}
