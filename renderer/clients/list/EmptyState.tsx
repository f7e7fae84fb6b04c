// An empty book: in a workspace of its own, the broker can start with demo data; a replica
// of a remote fills as sync brings the clients.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '../../connection/results';
import { useService, useSyncStatus } from '../../connection/service-context';
import { Empty } from '../../ui/states';

export function EmptyBook() {
  const { local } = useService();
  const workspace = useSyncStatus()?.workspace;
  const queries = useQueryClient();
  const seed = useMutation({
    mutationFn: () => local.seedDemo(),
    onSuccess: () => queries.invalidateQueries(),
  });
  if (workspace === 'remote') {
    return (
      <Empty>
        <p>No clients yet. They appear here as sync brings them from the remote.</p>
      </Empty>
    );
  }
  return (
    <Empty>
      <p>No clients yet. Create one with New client, or try the app with demo data.</p>
      <button
        type="button"
        className="button-primary"
        onClick={() => seed.mutate()}
        disabled={seed.isPending}
      >
        {seed.isPending ? 'Loading demo data…' : 'Load demo data'}
      </button>
      {seed.isError && (
        <p role="alert">Demo data could not be loaded. {describeFailure(seed.error)}</p>
      )}
    </Empty>
  );
}

/** Nothing matches the search or filters: say which, and offer the way back. */
export function NoMatch({ q, onClear }: { q: string | undefined; onClear(): void }) {
  return (
    <Empty>
      <p>{q ? `No clients match “${q}”.` : 'No clients match these filters.'}</p>
      <button type="button" onClick={onClear}>
        {q ? 'Clear search and filters' : 'Clear filters'}
      </button>
    </Empty>
  );
}
