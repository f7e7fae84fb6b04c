// What electron/preload.ts gets from `electron` when the desktop harness runs it in Chromium
// (preload-script.ts bundles the real preload with this in Electron's place): contextBridge
// puts the API on the page's window, frozen as Electron's copy is; ipcRenderer.invoke goes
// to main's handlers in Node through the harness's binding; main's sends arrive through a
// hook the harness calls. Like ipcRenderer, the binding is the preload's alone: it is taken
// off the page's window before any of the page's own scripts run.
import { EVENT_HOOK, IPC_BINDING } from './bridge-names';

type Listener = (event: unknown, ...args: unknown[]) => void;
type Invoke = (channel: string, ...args: unknown[]) => Promise<unknown>;

const page = window as unknown as Record<string, unknown>;
const invokeMain = page[IPC_BINDING] as Invoke;
delete page[IPC_BINDING];

const listeners = new Map<string, Set<Listener>>();
Object.defineProperty(window, EVENT_HOOK, {
  value: (channel: string, args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: null }, ...args);
  },
});

export const ipcRenderer = {
  // A handler's error reaches the page as Electron words it, its message inside.
  invoke: (channel: string, ...args: unknown[]) =>
    invokeMain(channel, ...args).catch((error: unknown) => {
      throw new Error(`Error invoking remote method '${channel}': ${String(error)}`);
    }),
  on(channel: string, listener: Listener) {
    const set = listeners.get(channel) ?? new Set();
    listeners.set(channel, set.add(listener));
    return ipcRenderer;
  },
  removeListener(channel: string, listener: Listener) {
    listeners.get(channel)?.delete(listener);
    return ipcRenderer;
  },
};

export const contextBridge = {
  exposeInMainWorld(name: string, api: Record<string, unknown>) {
    Object.defineProperty(window, name, { value: Object.freeze({ ...api }), enumerable: true });
  },
};
