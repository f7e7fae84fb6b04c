// One client in the list, laid out on up to four lines so nothing a broker needs is cut at
// 800 px: name and company, email (wrapping anywhere), phone, tags, trips, last request.
// A row whose page is being read shows the same cells, empty, so focus stays on it.
import { Fragment, memo } from 'react';
import type { Client } from '../../../shared/api';
import { formatDate, formatNumber } from '../../ui/format';
import { loadingRowCell } from '../../ui/paged-list/list-parts';
import type { SyncMark } from './use-list-extras';

/** The broker's calendar day of an instant, as format.ts's calendar dates are written. */
function localDay(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** An email that may break after its `@` and dots when it must wrap (at 800 px it may). */
function breakable(email: string) {
  return email.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

const MARKS: Record<SyncMark, { label: string; symbol: string }> = {
  pending: { label: 'Not yet synced', symbol: '↻' },
  parked: { label: 'Not synced: needs your attention', symbol: '!' },
};

export interface RowProps {
  client: Client | null;
  selected: boolean;
  /** The row the list's Tab stop and arrow keys are on. */
  active: boolean;
  mark: SyncMark | undefined;
  activeTag: string | null;
  onTag(tag: string): void;
}

/** Memoized: a page read or a scroll renders again only the rows whose client or state moved. */
export const ClientRowCells = memo(function ClientRowCells({
  client,
  selected,
  active,
  mark,
  activeTag,
  onTag,
}: RowProps) {
  const tabIndex = active ? 0 : -1;
  if (!client) {
    return loadingRowCell({ cellClass: 'cell-name', linkClass: 'client-link', tabIndex });
  }
  const trips = client.trip_request_count;
  return (
    <>
      <div role="cell" className="cell-name">
        <a
          className="row-link client-link"
          href={`#/clients/${encodeURIComponent(client.id)}`}
          tabIndex={tabIndex}
          aria-current={selected ? 'true' : undefined}
        >
          {client.name}
        </a>
        {mark && (
          <span className={`row-mark row-mark-${mark}`} role="img" aria-label={MARKS[mark].label}>
            {MARKS[mark].symbol}
          </span>
        )}
        {client.company && <span className="client-company">{client.company}</span>}
      </div>
      <div role="cell" className="cell-email">
        {client.email && breakable(client.email)}
      </div>
      <div role="cell" className="cell-phone">
        {client.phone}
      </div>
      <div role="cell" className="cell-tags">
        {client.tags.map((tag) => (
          <button
            key={tag}
            type="button"
            className="tag-chip"
            tabIndex={tabIndex}
            aria-pressed={tag === activeTag}
            aria-label={`Show clients tagged ${tag}`}
            onClick={() => onTag(tag)}
          >
            {tag}
          </button>
        ))}
      </div>
      <div role="cell" className="cell-trips">
        {trips === 1 ? '1 trip' : `${formatNumber(trips)} trips`}
      </div>
      <div role="cell" className="cell-last">
        {client.last_request_at ? (
          <>
            <span aria-hidden="true">Last request </span>
            <time dateTime={client.last_request_at}>
              {formatDate(localDay(client.last_request_at))}
            </time>
          </>
        ) : (
          'No requests yet'
        )}
      </div>
    </>
  );
});
