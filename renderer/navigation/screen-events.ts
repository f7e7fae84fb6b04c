// What the app shell asks of the screen in view, as window events: a shortcut or a menu
// action (app/shortcuts.ts) opens the search, or opens the clients screen and tells it to
// export.

/** The header's search (renderer/search/) takes the focus on this event. */
export const OPEN_SEARCH_EVENT = 'charter-desk:open-search';
/** The clients screen starts an export of its current list on this event. */
export const EXPORT_CLIENTS_EVENT = 'charter-desk:export-clients';
