// Deterministic demo data in the shapes of the API's seed (shared/api/seed.ts). Pure
// TypeScript: runs in the app's worker, a page and Node alike.
export { generateDemoOrganization, DEMO_SEED, type DemoOptions } from './organization';
export { generateClients } from './clients';
export { demoAirports } from './airports';
export { demoAircraftTypes, demoOperators, demoOperatorContacts } from './fleet';
export { demoBrokers } from './people';
export { createRandom, uuidFromName, type Random } from './random';
