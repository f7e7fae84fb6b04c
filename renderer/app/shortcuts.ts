// App-wide keys: Ctrl/Cmd+K finds a client (the clients screen focuses its search box on
// this event), Ctrl/Cmd+N opens a new client. The desktop menu sends the same actions.
import { navigate } from './router';

export const FIND_CLIENT_EVENT = 'charter-desk:find-client';

export type AppAction = 'find-client' | 'new-client' | 'sync-now' | 'settings';

export function runAction(action: AppAction, syncNow: () => void): void {
  switch (action) {
    case 'find-client':
      navigate('/clients');
      // After the clients screen has rendered its search box.
      setTimeout(() => window.dispatchEvent(new Event(FIND_CLIENT_EVENT)), 0);
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
