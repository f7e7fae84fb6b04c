// Filters of the spec's search: a tag (of those in use), a consent, how long since the
// last request. Native selects: keyboard, screen readers and type-ahead work as everywhere.
// Labels point at their select rather than wrap it, or its options would join its name.
import type { ChangeEvent } from 'react';
import { formatNumber } from '../../ui/format';
import { useListState, type ConsentFilter, type LastRequestFilter } from './list-state';
import { useClientTags } from './use-list-extras';

const CONSENTS: [ConsentFilter, string][] = [
  ['email', 'Email consent'],
  ['sms', 'SMS consent'],
];

const LAST_REQUESTS: [LastRequestFilter, string][] = [
  ['last_30_days', 'In the last 30 days'],
  ['last_90_days', 'In the last 90 days'],
  ['over_90_days', 'Over 90 days ago'],
  ['never', 'Never'],
];

const chosen = <T extends string>(event: ChangeEvent<HTMLSelectElement>) =>
  event.target.value === '' ? null : (event.target.value as T);

export function ClientFilters({ loadTags }: { loadTags: boolean }) {
  const { tag, consent, lastRequest, setTag, setConsent, setLastRequest, clearFilters } =
    useListState();
  const tags = useClientTags(loadTags);
  // A tag chosen from a row stays offered even when no client holds it any more.
  const offered =
    tag === null || tags.some((item) => item.tag === tag) ? tags : [{ tag, clients: 0 }, ...tags];
  const filtered = tag !== null || consent !== null || lastRequest !== null;

  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <div className="filter">
        <label htmlFor="filter-tag">Tag</label>
        <select id="filter-tag" value={tag ?? ''} onChange={(event) => setTag(chosen(event))}>
          <option value="">Any tag</option>
          {offered.map((item) => (
            <option key={item.tag} value={item.tag}>
              {`${item.tag} (${formatNumber(item.clients)})`}
            </option>
          ))}
        </select>
      </div>
      <div className="filter">
        <label htmlFor="filter-consent">Consent</label>
        <select
          id="filter-consent"
          value={consent ?? ''}
          onChange={(event) => setConsent(chosen(event))}
        >
          <option value="">Any consent</option>
          {CONSENTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter">
        <label htmlFor="filter-last-request">Last request</label>
        <select
          id="filter-last-request"
          value={lastRequest ?? ''}
          onChange={(event) => setLastRequest(chosen(event))}
        >
          <option value="">Any time</option>
          {LAST_REQUESTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="clear-filters" onClick={clearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}
