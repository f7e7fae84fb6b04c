// The clients feature's routes.
import type { RouteDef } from '../app/router';
import { ClientsLayout } from './ClientsLayout';
import { ClientDetailPane } from './detail/ClientDetailPane';
import { EditClientPane, NewClientPane } from './form/ClientFormPane';

export const clientRoutes: RouteDef[] = [
  {
    pattern: '/clients',
    section: 'clients',
    render: () => (
      <ClientsLayout>
        <section className="detail-pane" aria-label="Client detail">
          <p className="muted">Select a client to see details.</p>
        </section>
      </ClientsLayout>
    ),
  },
  {
    pattern: '/clients/new',
    section: 'clients',
    render: () => (
      <ClientsLayout>
        <NewClientPane />
      </ClientsLayout>
    ),
  },
  {
    pattern: '/clients/:id',
    section: 'clients',
    render: ({ id }) => (
      <ClientsLayout selectedId={id!}>
        <ClientDetailPane key={id} id={id!} />
      </ClientsLayout>
    ),
  },
  {
    pattern: '/clients/:id/edit',
    section: 'clients',
    render: ({ id }) => (
      <ClientsLayout selectedId={id!}>
        <EditClientPane key={id} id={id!} />
      </ClientsLayout>
    ),
  },
];
