// App-wide keys: Ctrl/Cmd+K opens the search of everything in the header (clients, trips,
// operators, messages and notes: renderer/search/, on OPEN_SEARCH_EVENT), Ctrl/Cmd+N opens a
// new client, `?` lists these keys (not while the broker types in a field, where `?` is a
// character). The desktop menu sends the same actions (its "Search…" is Ctrl+K).
import type { MenuAction } from '../../shared/desktop/desktop-api';
import { navigate } from '../navigation/router';
import { EXPORT_CLIENTS_EVENT, OPEN_SEARCH_EVENT } from '../navigation/screen-events';

export type AppAction = MenuAction;

/** The keys pressed with Ctrl (Cmd on a Mac), and what they do. */
const WITH_CONTROL: Record<string, { action: AppAction; what: string }> = {
  k: { action: 'find-client', what: 'Search clients, trips, operators and messages' },
  n: { action: 'new-client', what: 'New client' },
};

const isMac = () => /Mac/.test(navigator.platform);

/** Every key of the app as the shortcuts dialog lists it: the keys to press and what they do. */
export function shortcutList(): { keys: string[]; what: string }[] {
  const control = isMac() ? '⌘' : 'Ctrl';
  return [
    ...Object.entries(WITH_CONTROL).map(([key, { what }]) => ({
      keys: [control, key.toUpperCase()],
      what,
    })),
    { keys: ['?'], what: 'Show these shortcuts' },
    { keys: ['Esc'], what: 'Close a dialog' },
  ];
}

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

/** Whether a key pressed in `target` is typed into it. */
function typedInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable || target.closest('input, textarea, select, [role="textbox"]') !== null
  );
}

export function installShortcuts(syncNow: () => void, showShortcuts: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      if (typedInto(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      showShortcuts();
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = WITH_CONTROL[event.key.toLowerCase()]?.action;
    if (!action) return;
    event.preventDefault();
    runAction(action, syncNow);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}
