import type { KeyboardEvent } from 'react';
import type { Client } from '../../../shared/api';
import { navigate } from '../../app/router';
import { useAppStore } from '../../state/store-context';
import { EmptyState } from './EmptyState';

/** Arrow keys, Home and End move between rows, so a long list needs no Tab marathon. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const rows = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button.client-row')];
  const index = rows.indexOf(document.activeElement as HTMLButtonElement);
  const target = {
    ArrowDown: rows[index + 1],
    ArrowUp: rows[index - 1],
    Home: rows[0],
    End: rows[rows.length - 1],
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function ClientRow({ client, selected }: { client: Client; selected: boolean }) {
  return (
    <button
      type="button"
      className="client-row"
      aria-current={selected ? 'true' : undefined}
      onClick={() => navigate(`/clients/${client.id}`)}
    >
      <span className="client-name">{client.name}</span>
      <span className="client-company">{client.company}</span>
      <span className="client-email">{client.email}</span>
      <span className="tags">
        {client.tags.map((tag) => (
          <span key={tag} className="tag">
            {tag}
          </span>
        ))}
      </span>
    </button>
  );
}

export function ClientList({ selectedId }: { selectedId: string | null }) {
  const list = useAppStore((state) => state.list);
  const query = useAppStore((state) => state.query);
  const loadMore = useAppStore((state) => state.loadMore);

  if (list.status === 'idle' || (list.status === 'loading' && list.items.length === 0)) {
    return <p className="muted">Loading clients…</p>;
  }
  if (list.status === 'error' && list.items.length === 0) {
    return <p role="alert">Could not load clients. {list.error}</p>;
  }
  if (list.status === 'ready' && list.total === 0) {
    return query.trim() === '' ? (
      <EmptyState />
    ) : (
      <p className="muted">No clients match “{query.trim()}”.</p>
    );
  }
  return (
    <>
      <p className="muted" aria-live="polite">
        {list.total === 1 ? '1 client' : `${list.total} clients`}
      </p>
      {list.error && <p role="alert">{list.error}</p>}
      <ul className="client-list" aria-label="Clients" onKeyDown={moveFocus}>
        {list.items.map((client) => (
          <li key={client.id}>
            <ClientRow client={client} selected={client.id === selectedId} />
          </li>
        ))}
      </ul>
      {list.nextCursor && (
        <button type="button" onClick={() => void loadMore()} disabled={list.loadingMore}>
          {list.loadingMore ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}
