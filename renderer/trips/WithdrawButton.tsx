// Withdraw, shown only where the RFQ lifecycle allows it, and only after the broker says yes.
// With a remote, the withdrawal is said to be on its way, not done: the remote may find the
// RFQ closed meanwhile (use-settled-withdrawals.ts says so then).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { Rfq } from '../../shared/api';
import { actionRefusal, operatorName } from '../../shared/rules/rfq-states';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import { useConnection, useSyncStatus } from '../connection/connection-context';
import { describeFailure, unwrap } from '../connection/results';

export function WithdrawButton({ rfq, now }: { rfq: Rfq; now: Date }) {
  const { api } = useConnection();
  const remote = useSyncStatus()?.workspace === 'remote';
  const [asking, setAsking] = useState(false);
  if (actionRefusal(rfq, 'withdraw', now) !== null) return null;
  const name = operatorName(rfq);

  async function withdraw() {
    try {
      unwrap(await api.withdrawRfq({ id: rfq.id }));
      notify(
        remote
          ? {
              title: `Withdrawing the request to ${name}`,
              description: 'It goes at the next sync.',
            }
          : { title: `Request to ${name} withdrawn` },
      );
    } catch (error) {
      notify({ title: 'Could not withdraw', description: describeFailure(error), tone: 'error' });
    }
  }

  return (
    <>
      <Button
        className="button button-small"
        aria-label={`Withdraw the request to ${name}`}
        onPress={() => setAsking(true)}
      >
        Withdraw
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Withdraw the request to ${name}?`}
        description={`${name} will no longer be able to quote or write on it. This cannot be undone.`}
        confirmLabel="Withdraw"
        danger
        onConfirm={() => void withdraw()}
      />
    </>
  );
}
