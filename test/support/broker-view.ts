// The fields the broker sets: a replica and the remote must agree on each of them (the
// rest, like trip statistics, are the server's). Shared by the sync tests in Node and in
// Chromium.
import type { Client } from '../../shared/api';

const BROKER_FIELDS = [
  'id',
  'name',
  'company',
  'email',
  'phone',
  'address',
  'notes',
  'tags',
  'timezone',
] as const;

export const brokerView = (row: Pick<Client, (typeof BROKER_FIELDS)[number]>) =>
  Object.fromEntries(BROKER_FIELDS.map((field) => [field, row[field]]));
