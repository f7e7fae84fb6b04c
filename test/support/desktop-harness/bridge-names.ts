// The two names the desktop harness puts in the page, shared by its Node side and the
// preload's stand-in for `electron` there: the Playwright binding that carries
// ipcRenderer.invoke to main's handlers, and the hook main's sends arrive through.
export const IPC_BINDING = '__charterDeskHarnessInvoke';
export const EVENT_HOOK = '__charterDeskHarnessEvent';
