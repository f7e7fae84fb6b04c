// The persisted form of the index: entries hashed by id into a fixed number of buckets,
// each bucket one record holding its entries as one JSON string. Start-up reads a few
// hundred strings instead of structured-cloning 100k rows; a client write rewrites only
// its bucket, in the same transaction as the client. Sort keys are stored whole rather
// than sliced out of `text`: JSON.parse gives flat strings, which V8 compares and
// searches several times faster than slices or concatenations.
import { tagListOf, type ClientEntry } from './client-entry';
import { fnv1a32 } from '../encoding';

export const BUCKET_COUNT = 256;

export interface BucketRecord {
  bucket: number;
  /** The revision of the commit that last wrote this bucket. */
  rev: number;
  /** JSON array of entry tuples. */
  entries: string;
}

type EntryTuple = [
  id: string,
  text: string,
  phoneDigits: string | null,
  tags: readonly string[],
  flags: number,
  lastRequestAt: number | null,
  tripRequestCount: number,
  tagsKey: string | null,
  nameKey: string,
  emailKey: string | null,
];

const EMAIL_CONSENT = 1;
const SMS_CONSENT = 2;

/** FNV-1a of the id: spreads any id string evenly, UUID or not. */
export function bucketOf(id: string): number {
  return fnv1a32(id) % BUCKET_COUNT;
}

export function tupleOf(entry: ClientEntry): EntryTuple {
  const flags = (entry.emailConsent ? EMAIL_CONSENT : 0) | (entry.smsConsent ? SMS_CONSENT : 0);
  return [
    entry.id,
    entry.text,
    entry.phoneDigits,
    entry.tags,
    flags,
    entry.lastRequestAt,
    entry.tripRequestCount,
    entry.tagsKey,
    entry.nameKey,
    entry.emailKey,
  ];
}

function entryOfTuple(tuple: EntryTuple): ClientEntry {
  const [id, text, phoneDigits, tags, flags, lastRequestAt, tripRequestCount, , nameKey, emailKey] =
    tuple;
  // The stored key is the list's: tagListOf makes it again, once per list.
  const tagList = tagListOf(tags);
  return {
    id,
    text,
    phoneDigits,
    tags: tagList.tags,
    emailConsent: (flags & EMAIL_CONSENT) !== 0,
    smsConsent: (flags & SMS_CONSENT) !== 0,
    lastRequestAt,
    tripRequestCount,
    nameKey,
    emailKey,
    tagsKey: tagList.key,
  };
}

export function decodeBucket(entries: string): ClientEntry[] {
  return (JSON.parse(entries) as EntryTuple[]).map(entryOfTuple);
}

export function encodeBucket(entries: readonly ClientEntry[]): string {
  return JSON.stringify(entries.map(tupleOf));
}

/** The ids of a bucket's clients, without decoding the rest of its entries. */
export function bucketIds(entries: string): string[] {
  return (JSON.parse(entries) as EntryTuple[]).map(([id]) => id);
}

/** How many entries a bucket holds. */
export function bucketSize(entries: string): number {
  return (JSON.parse(entries) as unknown[]).length;
}
