// Send again for every finding at once asks first which operators to ask again: those with
// an open request or a quote are ticked, those who declined or were withdrawn are not. The
// ones left unticked stay here as history; their operators hear nothing.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { FindingView } from '../../shared/rpc/local/findings';
import { Dialog } from '../ui/Dialog';

export function SendAgainDialog({
  open,
  onOpenChange,
  rfqs,
  onSend,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The requests for quotes Send again could send. */
  rfqs: readonly FindingView[];
  onSend(rfqIds: string[]): void;
}) {
  const [ticked, setTicked] = useState(
    () => new Set(rfqs.filter((rfq) => rfq.ask_again).map((rfq) => rfq.id)),
  );
  const toggle = (id: string, on: boolean) =>
    setTicked(
      (before) => new Set([...before].filter((each) => each !== id).concat(on ? [id] : [])),
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Which operators to ask again?"
      description="Those who declined or were withdrawn are not ticked. A request left out stays on this computer as history; its operator hears nothing."
    >
      <ul className="send-again-list">
        {rfqs.map((rfq) => (
          <li key={rfq.id}>
            <label>
              <input
                type="checkbox"
                checked={ticked.has(rfq.id)}
                onChange={(event) => toggle(rfq.id, event.target.checked)}
              />{' '}
              {rfq.summary}
            </label>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button className="button" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          className="button button-primary"
          autoFocus
          onPress={() => {
            onSend(rfqs.filter((rfq) => ticked.has(rfq.id)).map((rfq) => rfq.id));
            onOpenChange(false);
          }}
        >
          Send again
        </Button>
      </div>
    </Dialog>
  );
}
