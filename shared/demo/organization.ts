// The demo organization: the data a broker sees in the app's demo mode and behind the
// reference remote's built-in organization. Same options, same data.
import type { OrganizationSeedInput } from '../api';
import { demoAirports } from './airports';
import { generateClients } from './clients';
import { demoAircraftTypes, demoOperatorContacts, demoOperators } from './fleet';
import { createRandom } from './random';
import { generateDemoRfqs } from './rfqs';
import { generateTripRequests } from './trips';

export interface DemoOptions {
  /** Number of clients; 240 by default. */
  clients?: number;
  /** Number of trip requests; 60 by default. */
  tripRequests?: number;
  seed?: number;
  /** Dates are relative to this instant, so upcoming trips stay upcoming. */
  now?: Date;
}

const DEMO_SEED = 20_240_601;

export function generateDemoOrganization(options: DemoOptions = {}): OrganizationSeedInput {
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? new Date();
  const clients = generateClients(options.clients ?? 240, seed, now);
  // A second stream, so the trips do not shift when the client count changes.
  const trips = generateTripRequests(createRandom(seed ^ 0x5eed), {
    airports: demoAirports,
    clients,
    count: options.tripRequests ?? 60,
    now,
  });
  const contacts = demoOperatorContacts(now);
  // A third stream: the RFQs of the quoted trips, without shifting the trips.
  const rfqs = generateDemoRfqs(createRandom(seed ^ 0x7f9), { trips, contacts, now });
  return {
    airports: [...demoAirports],
    aircraft_types: [...demoAircraftTypes],
    operators: [...demoOperators],
    operator_contacts: contacts,
    clients,
    trip_requests: trips,
    rfqs,
  };
}
