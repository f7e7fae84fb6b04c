// Withdraw, shown only where the RFQ lifecycle allows it, and only after the broker says yes.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { Rfq } from '../../shared/api';
import { actionRefusal } from '../../shared/service/rfqs/rfq-lifecycle';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import { useService } from '../connection/service-context';
import { describeFailure, unwrap } from '../connection/results';
import { operatorName } from './rfq-rows';

export function WithdrawButton({ rfq, now }: { rfq: Rfq; now: Date }) {
  const { api } = useService();
  const [asking, setAsking] = useState(false);
  if (actionRefusal(rfq, 'withdraw', now) !== null) return null;
  const name = operatorName(rfq);

  async function withdraw() {
    try {
      unwrap(await api.withdrawRfq({ id: rfq.id }));
      notify({ title: `Request to ${name} withdrawn` });
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
