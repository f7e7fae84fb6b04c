// What an outbox entry acts on: entries of one entity are sent in order. And what a record's
// dirty fields are (outbox/dirty-fields.ts finds them): the fields an unsynced local change holds.

export const clientEntity = (id: string) => `client:${id}`;
export const rfqEntity = (id: string) => `rfq:${id}`;
export const tripEntity = (id: string) => `trip:${id}`;

/**
 * The fields a local change holds (each write says which, writes/): `all` for a record the
 * remote does not have yet, or one deleted here, which the remote's copy must not bring back.
 */
export type DirtyFields = 'all' | ReadonlySet<string>;
