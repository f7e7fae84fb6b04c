// What the client index keeps of a client: the folded text search looks in, the fields the
// filters test and the keys the sorts order by. Small enough to hold 100k in memory and to
// persist in the snapshot (see snapshot.ts), derived only from the stored row.
import type { Client } from '../api';
import { digitsOf, fold } from './fold';

/** Separates name, company and email in `text`: no search term can contain it. */
const FIELD_SEPARATOR = '\u0000';
/** Separates tags in `tagsKey`: below every printable character, so lists sort tag by tag. */
const TAG_SEPARATOR = '\u0001';
/**
 * Sort keys are cut to this many UTF-16 units, so a cursor holding one stays far below the
 * 2,000-character limit; keys equal in their first 160 units are ordered by id.
 */
const SORT_KEY_LIMIT = 160;

export interface ClientEntry {
  readonly id: string;
  /** Folded name, company and email joined by FIELD_SEPARATOR. */
  readonly text: string;
  /** Digits of the phone; null when it has none. Also the `phone` sort key. */
  readonly phoneDigits: string | null;
  /** As stored (the tag filter is exact), in an array shared by every entry with the same. */
  readonly tags: readonly string[];
  readonly emailConsent: boolean;
  readonly smsConsent: boolean;
  /** Epoch milliseconds, or null when the client never made a request. */
  readonly lastRequestAt: number | null;
  readonly tripRequestCount: number;
  readonly nameKey: string;
  readonly emailKey: string | null;
  /** Folded tags, sorted and joined; null without tags. */
  readonly tagsKey: string | null;
}

export type ClientEntrySource = Pick<
  Client,
  | 'id'
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'tags'
  | 'email_consent'
  | 'sms_consent'
  | 'last_request_at'
  | 'trip_request_count'
>;

function sortKeyText(folded: string): string {
  return folded.length > SORT_KEY_LIMIT ? folded.slice(0, SORT_KEY_LIMIT) : folded;
}

function tagsKeyOf(tags: readonly string[]): string | null {
  if (tags.length === 0) return null;
  return sortKeyText(tags.map(fold).sort().join(TAG_SEPARATOR));
}

interface TagList {
  tags: readonly string[];
  key: string | null;
}

/**
 * Every list of tags an entry has held, one array for each: most clients share a handful of
 * lists, so 100,000 entries hold a few hundred arrays, not 100,000 (each with its own
 * strings, and its sort key another string). The lists are few, so none is ever dropped.
 */
const tagLists = new Map<string, TagList>();

/** The one array for `tags` (kept frozen: entries share it) and its sort key. */
export function tagListOf(tags: readonly string[]): TagList {
  const name = tags.join(TAG_SEPARATOR);
  let list = tagLists.get(name);
  if (!list) {
    const shared = Object.freeze([...tags]);
    list = { tags: shared, key: tagsKeyOf(shared) };
    tagLists.set(name, list);
  }
  return list;
}

export function entryOf(row: ClientEntrySource): ClientEntry {
  const name = fold(row.name);
  const email = row.email === null ? null : fold(row.email);
  const phoneDigits = row.phone === null ? '' : digitsOf(fold(row.phone));
  const tagList = tagListOf(row.tags);
  return {
    id: row.id,
    text: [name, row.company === null ? '' : fold(row.company), email ?? ''].join(FIELD_SEPARATOR),
    phoneDigits: phoneDigits === '' ? null : phoneDigits,
    tags: tagList.tags,
    emailConsent: row.email_consent,
    smsConsent: row.sms_consent,
    lastRequestAt: row.last_request_at === null ? null : Date.parse(row.last_request_at),
    tripRequestCount: row.trip_request_count,
    nameKey: sortKeyText(name),
    emailKey: email === null ? null : sortKeyText(email),
    tagsKey: tagList.key,
  };
}

export function sameEntry(a: ClientEntry, b: ClientEntry): boolean {
  return (
    a.id === b.id &&
    a.text === b.text &&
    a.phoneDigits === b.phoneDigits &&
    a.emailConsent === b.emailConsent &&
    a.smsConsent === b.smsConsent &&
    a.lastRequestAt === b.lastRequestAt &&
    a.tripRequestCount === b.tripRequestCount &&
    a.emailKey === b.emailKey &&
    a.tagsKey === b.tagsKey &&
    a.tags.length === b.tags.length &&
    a.tags.every((tag, index) => tag === b.tags[index])
  );
}
