// No trip to list. None at all: trips are made on the server, by the organization's intake
// (the API has no operation that creates one), and arrive here with a sync, so say so and
// where the sync stands. None matching: say so, and offer the way back.
import { Link } from '../../navigation/router';
import { useSyncStatus } from '../../connection/connection-context';
import { neverAnswered } from '../../connection/never-answered';
import { Empty } from '../../ui/states';

export function NoTrips() {
  const status = useSyncStatus();
  const workspace = status?.workspace;
  const unanswered = neverAnswered(status);
  if (unanswered) {
    return (
      <Empty>
        <p role="status">{unanswered}</p>
        <p>
          Its trip requests come once it answers: check its URL in{' '}
          <Link to="/settings">Settings</Link>.
        </p>
      </Empty>
    );
  }
  return (
    <Empty>
      <p>No trip requests here yet.</p>
      <p>
        Trip requests are made on your organization’s server by its intake — web forms, parsed
        emails, the API, campaigns, the client portal and CSV imports — never in this app. They
        arrive here with a sync.
      </p>
      {workspace === 'remote' ? (
        <p>
          Sync brings them on its own; <Link to="/sync">the Sync screen</Link> says how far it has
          got.
        </p>
      ) : (
        <p>
          This book is not connected to a server: set its address in{' '}
          <Link to="/settings">Settings</Link> to receive them.
        </p>
      )}
    </Empty>
  );
}

export function NoMatchingTrips({ onClear }: { onClear(): void }) {
  return (
    <Empty>
      <p>No trips match these filters.</p>
      <button type="button" onClick={onClear}>
        Clear filters
      </button>
    </Empty>
  );
}
