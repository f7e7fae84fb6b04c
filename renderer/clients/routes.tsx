// The clients feature's routes.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';
import { ClientsLayout } from './ClientsLayout';

const ClientDetailPane = lazyScreen(
  'the client',
  async () => (await import('./detail/ClientDetailPane')).ClientDetailPane,
);
const NewClientPane = lazyScreen(
  'the form',
  async () => (await import('./form/ClientFormPane')).NewClientPane,
);
const EditClientPane = lazyScreen(
  'the form',
  async () => (await import('./form/ClientFormPane')).EditClientPane,
);

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
