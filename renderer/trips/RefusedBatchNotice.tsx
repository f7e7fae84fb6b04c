// A request for quotes the remote refused on some of its operators (an id it does not
// know): whom, in its words, and the broker's choice, above the table where the rows wait:
// send it to the others without them (under a new key), or discard the whole request.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';
import { describeFailure } from '../connection/results';
import { useConnection } from '../connection/connection-context';
import { ConfirmDialog } from '../ui/Dialog';
import { formatNumber } from '../ui/format';
import { notify } from '../ui/toasts';
import { Email } from './Email';
import { refusedNames } from './sync-marks';

const operators = (count: number) =>
  `${formatNumber(count)} ${count === 1 ? 'operator' : 'operators'}`;

export function RefusedBatchNotice({ entry }: { entry: OutboxEntryView }) {
  const { local } = useConnection();
  const [discarding, setDiscarding] = useState(false);
  const [busy, setBusy] = useState(false);
  const others = entry.created_ids.length - entry.refused.length;
  const headingId = `refused-batch-${entry.id}`;

  async function act(action: 'send-others' | 'discard') {
    setBusy(true);
    try {
      await local.outboxAction({ params: { id: entry.id, action } });
      notify({
        title:
          action === 'discard'
            ? 'Request discarded'
            : `Asking the other ${operators(others)} to quote`,
      });
    } catch (error) {
      notify({ title: 'Could not do that', description: describeFailure(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="refused-batch" aria-labelledby={headingId}>
      <h4 id={headingId}>The remote refused {refusedNames(entry)}</h4>
      <ul>
        {entry.refused.map((part) => (
          <li key={part.id}>
            <strong>{part.name}</strong> <Email address={part.email} />: {part.message}
          </li>
        ))}
      </ul>
      <p>
        {entry.can_send_others
          ? `Nobody in this request has been asked yet: the other ${operators(others)} wait for your choice.`
          : 'Nobody in this request has been asked.'}
      </p>
      <div className="refused-batch-actions">
        {entry.can_send_others && (
          <Button
            className="button button-primary"
            isDisabled={busy}
            onPress={() => void act('send-others')}
          >
            Send to the others
          </Button>
        )}
        <Button className="button" isDisabled={busy} onPress={() => setDiscarding(true)}>
          Discard the request
        </Button>
      </div>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Discard this request for quotes?"
        description={`${entry.discard_effect}. Nothing will be sent.`}
        confirmLabel="Discard"
        danger
        onConfirm={() => void act('discard')}
      />
    </section>
  );
}
