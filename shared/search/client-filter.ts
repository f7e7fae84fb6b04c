// Client search filters as one predicate over index entries (DESIGN: Client search).
import type { z } from 'zod';
import type { consentFilter, lastRequestFilter } from '../api';
import type { ClientEntry } from './client-entry';
import { digitsOf, fold } from './fold';

export type EntryPredicate = (entry: ClientEntry) => boolean;

export interface ClientFilter {
  q?: string | undefined;
  tag?: string | undefined;
  consent?: z.infer<typeof consentFilter> | undefined;
  lastRequest?: z.infer<typeof lastRequestFilter> | undefined;
}

interface Term {
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

function termOf(text: string): Term {
  const digits = PHONE_FRAGMENT.test(text) ? digitsOf(text) : '';
  return { text, digits: digits === '' ? null : digits };
}

function termMatches(term: Term, entry: ClientEntry): boolean {
  if (entry.text.includes(term.text)) return true;
  return (
    term.digits !== null && entry.phoneDigits !== null && entry.phoneDigits.includes(term.digits)
  );
}

function lastRequestPredicate(
  filter: NonNullable<ClientFilter['lastRequest']>,
  nowMs: number,
): EntryPredicate {
  switch (filter) {
    case 'last_30_days':
      return (entry) => entry.lastRequestAt !== null && entry.lastRequestAt >= nowMs - 30 * DAY_MS;
    case 'last_90_days':
      return (entry) => entry.lastRequestAt !== null && entry.lastRequestAt >= nowMs - 90 * DAY_MS;
    case 'over_90_days':
      return (entry) => entry.lastRequestAt !== null && entry.lastRequestAt < nowMs - 90 * DAY_MS;
    case 'never':
      return (entry) => entry.lastRequestAt === null;
  }
}

/** One predicate for every filter given, or null when nothing filters. */
export function compileFilter(filter: ClientFilter, nowMs: number): EntryPredicate | null {
  const checks: EntryPredicate[] = [];
  for (const term of searchTerms(filter.q).map(termOf)) {
    checks.push((entry) => termMatches(term, entry));
  }
  const { tag, consent, lastRequest } = filter;
  if (tag !== undefined) checks.push((entry) => entry.tags.includes(tag));
  if (consent === 'email') checks.push((entry) => entry.emailConsent);
  if (consent === 'sms') checks.push((entry) => entry.smsConsent);
  if (lastRequest !== undefined) checks.push(lastRequestPredicate(lastRequest, nowMs));
  if (checks.length === 0) return null;
  return (entry) => {
    for (const check of checks) if (!check(entry)) return false;
    return true;
  };
}
