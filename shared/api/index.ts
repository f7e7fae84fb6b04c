// The /v1 contract: every resource, request and problem body of the spec, as zod schemas.
// Types are inferred from these schemas and never written twice.
export * from './primitives';
export * from './text-rules';
export * from './resources';
export * from './requests';
export * from './problem';
export * from './page';
export * from './limits';
export * from './budget-headers';
export * from './response-headers';
export * from './operations';
export * from './organization-seed';
