// An empty book: in a workspace of its own, the broker can start with demo data; a replica
// of a remote says why nothing has come from it yet, or that it fills as sync brings them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '../../connection/results';
import { useConnection, useSyncStatus } from '../../connection/connection-context';
import { Link } from '../../navigation/router';
import { Empty } from '../../ui/states';
import { remoteBookWords } from './remote-book-words';

export function EmptyBook() {
  const { local } = useConnection();
  const status = useSyncStatus();
  const queries = useQueryClient();
  const seed = useMutation({
    mutationFn: () => local.seedDemo(),
    onSuccess: () => queries.invalidateQueries(),
  });
  if (status?.workspace === 'remote') {
    const words = remoteBookWords(status);
    return (
      <Empty>
        <p role="status">{words.text}</p>
        {words.toSettings && <Link to="/settings">Open Settings</Link>}
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
