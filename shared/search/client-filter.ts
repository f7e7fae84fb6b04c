// Client search filters as one predicate over index entries (docs/decisions.md, Client search).
import type { z } from 'zod';
import type { ClientSearchQuery, consentFilter, lastRequestFilter } from '../api';
import type { ClientEntry } from './client-entry';
import { digitsOf, fold } from './fold';

export type EntryPredicate = (entry: ClientEntry) => boolean;

export interface ClientFilter {
  q?: string | undefined;
  tag?: string | undefined;
  consent?: z.infer<typeof consentFilter> | undefined;
  lastRequest?: z.infer<typeof lastRequestFilter> | undefined;
}

export interface Term {
  text: string;
  /** Set when the term reads as a piece of a phone number (digits and punctuation only). */
  digits: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE_FRAGMENT = /^[\d+().\-/]+$/;

/** The folded, whitespace-separated terms of `q`; none for an absent or blank `q`. */
export function searchTerms(q: string | undefined): string[] {
  return q === undefined
    ? []
    : fold(q)
        .split(/\s+/u)
        .filter((term) => term !== '');
}

/**
 * The filters a search names, normalized in this one place (docs/decisions.md): an absent
 * and an empty filter are the same, and `q` is its folded terms, so `Smith` and ` smith`
 * filter alike and bind cursors alike.
 */
export function clientFilterOf(
  query: Pick<ClientSearchQuery, 'q' | 'tag' | 'consent' | 'last_request'>,
): ClientFilter {
  return {
    q: searchTerms(query.q).join(' ') || undefined,
    tag: query.tag || undefined,
    consent: query.consent,
    lastRequest: query.last_request,
  };
}

function termOf(text: string): Term {
  const digits = PHONE_FRAGMENT.test(text) ? digitsOf(text) : '';
  return { text, digits: digits === '' ? null : digits };
}

export function termMatches(term: Term, entry: ClientEntry): boolean {
  if (entry.text.includes(term.text)) return true;
  return (
    term.digits !== null && entry.phoneDigits !== null && entry.phoneDigits.includes(term.digits)
  );
}

/** The [from, before) window of last_request_at a filter keeps; `never` keeps nulls only. */
function lastRequestWindow(
  filter: ClientFilter['lastRequest'],
  nowMs: number,
): { from: number; before: number } | 'never' | null {
  switch (filter) {
    case undefined:
      return null;
    case 'last_30_days':
      return { from: nowMs - 30 * DAY_MS, before: Infinity };
    case 'last_90_days':
      return { from: nowMs - 90 * DAY_MS, before: Infinity };
    case 'over_90_days':
      return { from: -Infinity, before: nowMs - 90 * DAY_MS };
    case 'never':
      return 'never';
  }
}

export interface EntryFilter {
  /** Every filter given: `fields` and each term. */
  matches: EntryPredicate;
  /** The search terms; every match contains each of them. */
  terms: readonly Term[];
  /** The exact tag every match carries, when the filter names one: a narrower start. */
  tag: string | undefined;
  /** The filters other than the terms (tag, consent, last request); null when none. */
  fields: EntryPredicate | null;
}

/** One predicate for the tag, consent and last request filters, or null without any. */
function fieldsPredicate(filter: ClientFilter, nowMs: number): EntryPredicate | null {
  const { tag, consent } = filter;
  const window = lastRequestWindow(filter.lastRequest, nowMs);
  if (tag === undefined && consent === undefined && window === null) return null;
  // One function testing every filter: a single call site per entry, which V8 optimizes far
  // better than a list of small predicates.
  return (entry) => {
    if (tag !== undefined && !entry.tags.includes(tag)) return false;
    if (consent === 'email' && !entry.emailConsent) return false;
    if (consent === 'sms' && !entry.smsConsent) return false;
    if (window === 'never') return entry.lastRequestAt === null;
    if (window !== null) {
      const at = entry.lastRequestAt;
      if (at === null || at < window.from || at >= window.before) return false;
    }
    return true;
  };
}

/** The filters given, or null when nothing filters. */
export function compileFilter(filter: ClientFilter, nowMs: number): EntryFilter | null {
  const terms = searchTerms(filter.q).map(termOf);
  const fields = fieldsPredicate(filter, nowMs);
  if (terms.length === 0 && fields === null) return null;
  const matches = (entry: ClientEntry): boolean =>
    (fields === null || fields(entry)) && terms.every((term) => termMatches(term, entry));
  return { matches, terms, tag: filter.tag, fields };
}
