// App-wide keys: Ctrl/Cmd+K finds a client (the clients screen focuses its search box on
// FIND_CLIENT_EVENT), Ctrl/Cmd+N opens a new client. The desktop menu sends the same actions.
import type { MenuAction } from '../../shared/desktop/desktop-api';
import { navigate } from '../navigation/router';
import { EXPORT_CLIENTS_EVENT, FIND_CLIENT_EVENT } from '../navigation/screen-events';

export type AppAction = MenuAction;

export function runAction(action: AppAction, syncNow: () => void): void {
  switch (action) {
    case 'find-client':
    case 'export-clients':
      navigate('/clients');
      // After the clients screen has rendered.
      setTimeout(() => {
        const event = action === 'find-client' ? FIND_CLIENT_EVENT : EXPORT_CLIENTS_EVENT;
        window.dispatchEvent(new Event(event));
      }, 0);
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
