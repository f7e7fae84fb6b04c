// The clients list pane: its toolbar, search and list.
import { navigate } from '../../app/router';
import { ClientList } from './ClientList';
import { ClientSearch } from './ClientSearch';

export function ClientListPane({ selectedId }: { selectedId: string | null }) {
  return (
    <section className="clients-list-pane" aria-labelledby="clients-heading">
      <div className="toolbar">
        <h2 id="clients-heading">Clients</h2>
        <button type="button" onClick={() => navigate('/clients/new')}>
          New client
        </button>
      </div>
      <ClientSearch />
      <ClientList selectedId={selectedId} />
    </section>
  );
}
