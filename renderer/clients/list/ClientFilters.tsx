// Filters of the spec's search: a tag (of those in use), a consent, how long since the
// last request (ui/paged-list/FilterSelect.tsx).
import { formatNumber } from '../../ui/format';
import { FilterSelect } from '../../ui/paged-list/FilterSelect';
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
      <FilterSelect
        id="filter-tag"
        label="Tag"
        value={tag}
        any="Any tag"
        options={offered.map((item) => [item.tag, `${item.tag} (${formatNumber(item.clients)})`])}
        onChange={setTag}
      />
      <FilterSelect
        id="filter-consent"
        label="Consent"
        value={consent}
        any="Any consent"
        options={CONSENTS}
        onChange={setConsent}
      />
      <FilterSelect
        id="filter-last-request"
        label="Last request"
        value={lastRequest}
        any="Any time"
        options={LAST_REQUESTS}
        onChange={setLastRequest}
      />
      {filtered && (
        <button type="button" className="clear-filters" onClick={clearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}
