// What a list pane shows around its table: the total (busy while a new query runs), a row
// still loading, and the failure of a later page with its retry.
import { describeFailure } from '../../connection/results';
import { formatNumber } from '../format';
import type { Row } from './page-chain';
import type { PagedRows } from './paged-rows';

export function ListTotal({
  total,
  noun,
  narrowed,
  updating,
}: {
  total: number;
  /** Singular and plural: `['client', 'clients']`. */
  noun: [string, string];
  narrowed: boolean;
  updating: boolean;
}) {
  return (
    <p className="list-total" role="status" aria-busy={updating}>
      {total === 1 ? `1 ${noun[0]}` : `${formatNumber(total)} ${noun[1]}`}
      {narrowed && ' match'}
    </p>
  );
}

/**
 * A row whose page is being read: its link alone, so the Tab stop can stay on it. Called, not
 * rendered as a component: the cell is then the same `div` as the loaded row's first, and
 * React keeps it, and the focus in it, when the row's item comes.
 */
export function loadingRowCell({
  cellClass,
  linkClass,
  tabIndex,
}: {
  cellClass: string;
  linkClass: string;
  tabIndex: number;
}) {
  return (
    <div role="cell" className={cellClass}>
      <a className={`row-link ${linkClass}`} aria-disabled="true" tabIndex={tabIndex}>
        Loading…
      </a>
    </div>
  );
}

export function MorePagesFailed<T extends Row>({
  pages,
  what,
}: {
  pages: PagedRows<T>;
  what: string;
}) {
  if (pages.error === null) return null;
  return (
    <div className="list-failed" role="alert">
      <p>
        Could not load more {what}: {describeFailure(pages.error)}
      </p>
      <button type="button" onClick={() => pages.retry()}>
        Try again
      </button>
    </div>
  );
}
