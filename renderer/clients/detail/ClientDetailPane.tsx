// A client: every field, whether changes wait to sync or were refused, Edit and Delete, and
// the recent trip requests. A client gone from here says why, and brings back one whose
// deletion has not synced.
import type { ClientDetail } from '../../../shared/api';
import { Link } from '../../navigation/router';
import { ProblemFailure } from '../../connection/results';
import { MissingMark } from './MissingMark';
import { Failed, Loading } from '../../ui/states';
import { ClientFields } from './ClientFields';
import { DeleteClient, useUndoDelete } from './DeleteClient';
import { useClientDetail } from './use-client-detail';
import { useClientSync, type ClientSync } from './use-client-sync';
import { RefusedNotice } from './RefusedNotice';
import { TripRequestList } from './TripRequestList';
import './detail.css';

const HEADING = 'client-detail-heading';

function SyncMark({ sync }: { sync: ClientSync }) {
  if (sync.parked) {
    const words = sync.parked.conflict ? 'Changed on the server too' : 'Needs attention';
    return <span className="mark mark-attention">{words}</span>;
  }
  if (sync.waiting === 0) return null;
  return (
    <span className="mark mark-waiting" title="Changes made here wait to be sent to the server">
      Not yet synced
    </span>
  );
}

function Detail({ client, sync }: { client: ClientDetail; sync: ClientSync }) {
  return (
    <>
      <header className="detail-head">
        <div className="detail-title">
          <h2 id={HEADING}>{client.name}</h2>
          <SyncMark sync={sync} />
          <MissingMark kind="client" id={client.id} />
        </div>
        <div className="detail-actions">
          <Link to={`/clients/${client.id}/edit`} className="button">
            Edit
          </Link>
          <DeleteClient client={client} sync={sync} />
        </div>
      </header>
      {sync.parked && (
        <RefusedNotice entry={sync.parked}>
          <Link to={`/clients/${client.id}/edit`}>Fix it</Link>
        </RefusedNotice>
      )}
      <ClientFields client={client} />
      <h3 id="recent-trips-heading">Recent trip requests</h3>
      <TripRequestList trips={client.recent_trip_requests} />
    </>
  );
}

function Missing({ id, sync }: { id: string; sync: ClientSync }) {
  const undo = useUndoDelete();
  const deletion = sync.deletion;
  return (
    <div className="state">
      <p>This client is not here.</p>
      {deletion ? (
        <>
          <p>It was deleted here, and the deletion has not reached the server yet.</p>
          <button type="button" onClick={() => void undo(deletion.id, id)}>
            Restore the client
          </button>
        </>
      ) : (
        <p>
          It may have been deleted, here or on the server.{' '}
          <Link to="/clients">Back to the clients</Link>
        </p>
      )}
    </div>
  );
}

export function ClientDetailPane({ id }: { id: string }) {
  const detail = useClientDetail(id);
  const sync = useClientSync([id, detail.data?.id]);
  const notFound = detail.error instanceof ProblemFailure && detail.error.problem.status === 404;
  return (
    <section
      className="detail-pane client-detail"
      aria-labelledby={HEADING}
      aria-busy={detail.isPending}
    >
      {detail.data ? (
        <Detail client={detail.data} sync={sync} />
      ) : (
        <>
          <h2 id={HEADING} className="visually-hidden">
            Client
          </h2>
          {notFound ? (
            <Missing id={id} sync={sync} />
          ) : detail.isError ? (
            <Failed what="the client" error={detail.error} retry={() => void detail.refetch()} />
          ) : (
            <Loading what="the client" />
          )}
        </>
      )}
    </section>
  );
}
