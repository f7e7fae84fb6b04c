// App-wide keys: Ctrl/Cmd+K finds a client (the clients screen focuses its search box on
// FIND_CLIENT_EVENT), Ctrl/Cmd+N opens a new client, `?` lists these keys (not while the
// broker types in a field, where `?` is a character). The desktop menu sends the same actions.
import type { MenuAction } from '../../shared/desktop/desktop-api';
import { navigate } from '../navigation/router';
import { EXPORT_CLIENTS_EVENT, FIND_CLIENT_EVENT } from '../navigation/screen-events';

export type AppAction = MenuAction;

/** The keys pressed with Ctrl (Cmd on a Mac), and what they do. */
const WITH_CONTROL: Record<string, { action: AppAction; what: string }> = {
  k: { action: 'find-client', what: 'Find a client' },
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
