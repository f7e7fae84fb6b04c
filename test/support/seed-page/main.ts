// Fills the app's local book (the workspace with no remote, database `charter-desk`) with
// generated clients as the bench does, or with many trip requests, before the app opens on
// this origin.
import { seedDatabase } from '../../bench/page/seed-clients';
import { seedTripBook } from '../../bench/page/seed-trips';

/** The database of the `local` workspace (shared/host/workspace/workspace-keys.ts). */
const LOCAL_BOOK = 'charter-desk';

declare global {
  interface Window {
    seedLocalBook(clients: number): Promise<{ seedMs: number }>;
    seedLocalTrips(trips: number): Promise<{ seedMs: number }>;
  }
}

window.seedLocalBook = (clients) => seedDatabase(LOCAL_BOOK, clients);
window.seedLocalTrips = (trips) => seedTripBook(LOCAL_BOOK, trips);
