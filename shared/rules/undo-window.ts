// How long a broker may undo a deletion: its outbox entry waits this long after it was made
// before it may go (shared/sync/writes/delete-client.ts, `holdFor`), and the note that offers
// Undo shows as long (renderer/ui/toasts.tsx). One constant, so the note never outlives what
// it offers.
export const UNDO_WINDOW_MS = 10_000;
