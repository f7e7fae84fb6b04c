// Says a change of this client was refused by the server, and why: each field at fault by
// its label on the form. The detail and the edit form both show it, each with its next step.
// A change parked because the server changed the same fields says that instead.
import type { ReactNode } from 'react';
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';
import { fieldLabel } from '../../ui/field-labels';
import { ConflictNotice } from './ConflictNotice';
import './detail.css';

export function RefusedNotice({
  entry,
  children,
}: {
  entry: OutboxEntryView;
  children: ReactNode;
}) {
  if (entry.conflict) return <ConflictNotice entry={entry} />;
  const faults = entry.problem?.errors ?? [];
  return (
    <div className="refused-notice" role="status">
      <p>
        <strong>The server refused the last change to this client.</strong>{' '}
        {faults.length === 0 && (entry.reason ?? entry.problem?.title)}
      </p>
      {faults.length > 0 && (
        <ul>
          {faults.map((fault) => (
            <li key={`${fault.field} ${fault.message}`}>
              {fieldLabel(fault.field)}: {fault.message}
            </li>
          ))}
        </ul>
      )}
      <p>{children}</p>
    </div>
  );
}
