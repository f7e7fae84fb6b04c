// Says a change of this client was refused by the server, and why; the detail and the edit
// form both show it, each with its own next step.
import type { ReactNode } from 'react';
import type { OutboxEntryView } from '../../../shared/rpc/local-api';
import './detail.css';

export function RefusedNotice({
  entry,
  children,
}: {
  entry: OutboxEntryView;
  children: ReactNode;
}) {
  return (
    <div className="refused-notice" role="status">
      <p>
        <strong>The server refused the last change to this client.</strong>{' '}
        {entry.reason ?? entry.problem?.title}
      </p>
      <p>{children}</p>
    </div>
  );
}
