// The right-hand pane for /clients/new and /clients/:id/edit.
import { Loading, Failed } from '../../ui/states';
import { useClientDetail } from '../detail/use-client-detail';
import { useClientSync } from '../detail/use-client-sync';
import { ClientForm } from './ClientForm';

export function NewClientPane() {
  return (
    <section className="detail-pane client-form-pane" aria-labelledby="client-form-heading">
      <h2 id="client-form-heading">New client</h2>
      <ClientForm client={null} />
    </section>
  );
}

export function EditClientPane({ id }: { id: string }) {
  const detail = useClientDetail(id);
  const sync = useClientSync([id, detail.data?.id]);
  const client = detail.data;
  return (
    <section className="detail-pane client-form-pane" aria-labelledby="client-form-heading">
      <h2 id="client-form-heading">{client ? `Edit ${client.name}` : 'Edit client'}</h2>
      {client ? (
        <ClientForm client={client} parked={sync.parked} />
      ) : detail.isError ? (
        <Failed what="the client" error={detail.error} retry={() => void detail.refetch()} />
      ) : (
        <Loading what="the client" />
      )}
    </section>
  );
}
