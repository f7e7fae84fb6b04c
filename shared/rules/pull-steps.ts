// The steps of the background pulls (the client walk, recent clients, RFQs of open trip
// requests, threads of open RFQs, operator contacts), in the first connection's order. The
// worker's rounds follow it (shared/sync/pull/rounds.ts) and the page counts it out ("step 2
// of 5"), so it is said once, here.
import { z } from 'zod';

/** The first connection's order: everything the later steps look at comes from those before. */
export const FIRST_PULL = [
  'clients',
  'recent_clients',
  'trip_rfqs',
  'threads',
  'contacts',
] as const;
export const pullStep = z.enum(FIRST_PULL);
export type PullStep = z.infer<typeof pullStep>;
