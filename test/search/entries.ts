// Client rows for index tests: only the fields the index reads, with neutral defaults.
import {
  entryOf,
  type ClientEntry,
  type ClientEntrySource,
} from '../../shared/search/client-entry';

let counter = 0;

export function uuidOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function source(fields: Partial<ClientEntrySource> = {}): ClientEntrySource {
  counter += 1;
  return {
    id: uuidOf(counter),
    name: `Client ${counter}`,
    company: null,
    email: null,
    phone: null,
    tags: [],
    email_consent: false,
    sms_consent: false,
    last_request_at: null,
    trip_request_count: 0,
    ...fields,
  };
}

export function entry(fields: Partial<ClientEntrySource> = {}): ClientEntry {
  return entryOf(source(fields));
}
