// What the app shell asks of the screen in view, as window events: a shortcut or a menu
// action (app/shortcuts.ts) opens the clients screen, then tells it to find or to export.

/** The clients screen focuses its search box on this event. */
export const FIND_CLIENT_EVENT = 'charter-desk:find-client';
/** The clients screen starts an export of its current list on this event. */
export const EXPORT_CLIENTS_EVENT = 'charter-desk:export-clients';
