// The broker's choices for a finding, or for every open one: send again (when it can go),
// keep here, remove here, which asks first since the records here change. Sending every
// one again asks first which operators, when requests for quotes are among them.
import { useState } from 'react';
import type { FindingView } from '../../shared/rpc/local/findings';
import { ConfirmDialog } from '../ui/Dialog';
import type { ChoiceLabel } from './finding-words';
import { SendAgainDialog } from './SendAgainDialog';
import { useDecideFindings } from './use-findings';

export function FindingChoices({
  which,
  labels,
  canSendAgain,
  canKeep = true,
  subject,
  removeEffect,
  rfqs = [],
}: {
  which: Pick<FindingView, 'kind' | 'id'> | 'all';
  labels: ChoiceLabel;
  canSendAgain: boolean;
  canKeep?: boolean;
  /** What the buttons act on, for their accessible names and the question. */
  subject: string;
  removeEffect: string;
  /** The requests for quotes Send again would send: it asks which operators first. */
  rfqs?: readonly FindingView[];
}) {
  const decide = useDecideFindings();
  const [asking, setAsking] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const press = (choice: keyof ChoiceLabel) => {
    if (choice === 'remove') setAsking(true);
    else if (choice === 'send_again' && rfqs.length > 0) setChoosing(true);
    else decide.mutate({ which, choice });
  };
  const button = (choice: keyof ChoiceLabel, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      disabled={decide.isPending}
      aria-label={`${labels[choice]}: ${subject}`}
      onClick={() => press(choice)}
    >
      {labels[choice]}
    </button>
  );
  return (
    <div className="finding-choices">
      {canSendAgain && button('send_again', true)}
      {canKeep && button('keep')}
      {button('remove')}
      {choosing && (
        <SendAgainDialog
          open
          onOpenChange={setChoosing}
          rfqs={rfqs}
          onSend={(ids) => decide.mutate({ which, choice: 'send_again', rfqs: ids })}
        />
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${labels.remove}: ${subject}?`}
        description={removeEffect}
        confirmLabel={labels.remove}
        danger
        onConfirm={() => decide.mutate({ which, choice: 'remove' })}
      />
    </div>
  );
}
