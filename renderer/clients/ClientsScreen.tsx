import { useAppStore } from '../state/store-context';
import { ClientDetailPane } from './ClientDetailPane';
import { ClientList } from './ClientList';
import { ClientSearch } from './ClientSearch';
import { NewClientForm } from './NewClientForm';

export function ClientsScreen() {
  const pane = useAppStore((state) => state.pane);
  const openCreate = useAppStore((state) => state.openCreate);
  return (
    <div className="clients-screen">
      <section className="clients-list-pane" aria-labelledby="clients-heading">
        <div className="toolbar">
          <h2 id="clients-heading">Clients</h2>
          <button type="button" onClick={openCreate}>
            New client
          </button>
        </div>
        <ClientSearch />
        <ClientList />
      </section>
      {pane === 'create' ? <NewClientForm /> : <ClientDetailPane />}
    </div>
  );
}
