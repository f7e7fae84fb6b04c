// A titled group of the Sync screen's lists (changes, findings): its heading with the count,
// which names the list inside (`labelId`).
import type { ReactNode } from 'react';
import { formatNumber } from '../ui/format';

export function ListGroup({
  title,
  count,
  prefix,
  children,
}: {
  title: string;
  count: number;
  /** Keeps the heading's id apart from another list's group of the same title. */
  prefix: string;
  children: (labelId: string) => ReactNode;
}) {
  const id = `${prefix}-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className="outbox-group" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="count">({formatNumber(count)})</span>
      </h3>
      {children(id)}
    </section>
  );
}
