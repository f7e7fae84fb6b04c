// App-wide keys: Ctrl/Cmd+K opens the search of everything in the header (clients, trips,
// operators, messages and notes: renderer/search/, on OPEN_SEARCH_EVENT), Ctrl/Cmd+N opens a
// new client. The desktop menu sends the same actions (its "Find Client…" is Ctrl+K).
import type { MenuAction } from '../../shared/desktop/desktop-api';
import { navigate } from '../navigation/router';
import { EXPORT_CLIENTS_EVENT, OPEN_SEARCH_EVENT } from '../navigation/screen-events';

export type AppAction = MenuAction;

export function runAction(action: AppAction, syncNow: () => void): void {
  switch (action) {
    case 'find-client':
      window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
      return;
    case 'export-clients':
      navigate('/clients');
      // After the clients screen has rendered.
      setTimeout(() => window.dispatchEvent(new Event(EXPORT_CLIENTS_EVENT)), 0);
      return;
    case 'new-client':
      navigate('/clients/new');
      return;
    case 'sync-now':
      syncNow();
      return;
    case 'settings':
      navigate('/settings');
  }
}

export function installShortcuts(syncNow: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = { k: 'find-client', n: 'new-client' }[event.key.toLowerCase()] as
      AppAction | undefined;
    if (!action) return;
    event.preventDefault();
    runAction(action, syncNow);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
