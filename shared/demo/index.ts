// Deterministic demo data in the shapes of the API's seed (shared/api/organization-seed.ts).
// Pure TypeScript: runs in the app's worker, a page and Node alike.
export { generateDemoOrganization, type DemoOptions } from './organization';
export { generateClients } from './clients';
export { demoAirports } from './airports';
export { demoAircraftTypes, demoOperators } from './fleet';
export { demoBrokers } from './people';
export { createRandom } from './random';
