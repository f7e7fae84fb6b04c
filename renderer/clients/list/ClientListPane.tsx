// The clients list pane: its actions (export, new client), search, filters, the total and
// the list, with its loading, empty and failed states.
import { navigate } from '../../navigation/router';
import { ExportButton } from '../export/ExportButton';
import { ProblemFailure } from '../../connection/results';
import { Failed, Loading } from '../../ui/states';
import { ListTotal, MorePagesFailed } from '../../ui/paged-list/list-parts';
import { ClientFilters } from './ClientFilters';
import { ClientSearch } from './ClientSearch';
import { ClientTable } from './ClientTable';
import { EmptyBook, NoMatch } from './EmptyState';
import { useListQuery, useListState } from './list-state';
import { useClientList, type ClientList } from './use-client-list';
import '../../ui/paged-list/paged-list.css';
import './list.css';

/** The worker's reason when it refused the search text itself (e.g. a control character). */
function searchRefusal(error: unknown): string | null {
  if (!(error instanceof ProblemFailure)) return null;
  return error.fieldErrors.find((fieldError) => fieldError.field === 'q')?.message ?? null;
}

function ListBody({ list, selectedId }: { list: ClientList; selectedId: string | null }) {
  const clearAll = useListState((state) => state.clearAll);
  if (list.status === 'pending') return <Loading what="clients" />;
  if (list.status === 'error') {
    // A refused search text fails again on retry: say why instead.
    const refusal = searchRefusal(list.error);
    return refusal ? (
      <Failed what="clients" error={new Error(refusal)} />
    ) : (
      <Failed what="clients" error={list.error} retry={list.retry} />
    );
  }
  const { pages, query } = list;
  const narrowed = Boolean(query.q || query.tag || query.consent || query.last_request);
  if (pages.count === 0) {
    return narrowed ? <NoMatch key={query.q} q={query.q} onClear={clearAll} /> : <EmptyBook />;
  }
  return (
    <>
      <ListTotal
        total={pages.total}
        noun={['client', 'clients']}
        narrowed={narrowed}
        updating={list.updating}
      />
      <ClientTable key={JSON.stringify(query)} pages={pages} selectedId={selectedId} />
      <MorePagesFailed pages={pages} what="clients" />
    </>
  );
}

export function ClientListPane({ selectedId }: { selectedId: string | null }) {
  const list = useClientList(useListQuery());
  const cleared = useListState((state) => state.cleared);
  const ready = list.status === 'ready' && list.pages.count > 0 ? list : null;
  return (
    <section className="clients-list-pane" aria-labelledby="clients-heading">
      <div className="list-toolbar">
        <h2 id="clients-heading">Clients</h2>
        <ExportButton query={ready?.query ?? null} total={ready?.pages.total ?? 0} />
        <button type="button" onClick={() => navigate('/clients/new')}>
          New client
        </button>
      </div>
      <ClientSearch key={cleared} />
      <ClientFilters loadTags={list.status !== 'pending'} />
      <ListBody list={list} selectedId={selectedId} />
    </section>
  );
}
