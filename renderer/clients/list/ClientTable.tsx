// The clients list, virtualized (ui/paged-list/use-virtual-rows.ts): a table of every
// matching client in which only the rows on screen exist, read by cursor as they come into
// view, with the list's keyboard.
import { useCallback } from 'react';
import type { ClientPages } from './client-pages';
import { ClientRowCells } from './ClientRow';
import { useListState } from './list-state';
import { SortHeader } from './SortHeader';
import { useUnsyncedClients } from './use-list-extras';
import { useVirtualRows } from '../../ui/paged-list/use-virtual-rows';
import { PagedRowGroup } from '../../ui/paged-list/PagedRowGroup';

/**
 * A row's height when nothing in it wraps: four 20 px lines, 8 px of padding above and below
 * and a 1 px border (list.css). Rows are still measured once drawn; only those that wrap
 * differ, so a new screen of rows rarely moves the others.
 */
const ROW_PX = 97;

export function ClientTable({
  pages,
  selectedId,
}: {
  pages: ClientPages;
  selectedId: string | null;
}) {
  const rows = useVirtualRows(pages, { rowPx: ROW_PX, linkSelector: '.client-link' });
  const marks = useUnsyncedClients();
  const activeTag = useListState((state) => state.tag);
  const setTag = useListState((state) => state.setTag);
  const onTag = useCallback(
    (tag: string) => setTag(tag === activeTag ? null : tag),
    [activeTag, setTag],
  );

  return (
    <div
      role="table"
      aria-label="Clients"
      aria-rowcount={rows.count + 1}
      className="paged-table client-table"
    >
      <SortHeader />
      <PagedRowGroup
        pages={pages}
        rows={rows}
        className="client-table-body"
        rowClassName={(client) =>
          `client-row${client !== null && client.id === selectedId ? ' is-selected' : ''}`
        }
      >
        {(client, active) => (
          <ClientRowCells
            client={client}
            selected={client !== null && client.id === selectedId}
            active={active}
            mark={client ? marks.get(client.id) : undefined}
            activeTag={activeTag}
            onTag={onTag}
          />
        )}
      </PagedRowGroup>
    </div>
  );
}
