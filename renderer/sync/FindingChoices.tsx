// The broker's choices for a finding, or for every open one: send again (when it can go),
// keep here, remove here, which asks first since the records here change.
import { useState } from 'react';
import type { FindingView } from '../../shared/rpc/local/findings';
import { ConfirmDialog } from '../ui/Dialog';
import type { ChoiceLabel } from './finding-words';
import { useDecideFindings } from './use-findings';

export function FindingChoices({
  which,
  labels,
  canSendAgain,
  canKeep = true,
  subject,
  removeEffect,
}: {
  which: Pick<FindingView, 'kind' | 'id'> | 'all';
  labels: ChoiceLabel;
  canSendAgain: boolean;
  canKeep?: boolean;
  /** What the buttons act on, for their accessible names and the question. */
  subject: string;
  removeEffect: string;
}) {
  const decide = useDecideFindings();
  const [asking, setAsking] = useState(false);
  const button = (choice: keyof ChoiceLabel, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button-primary' : 'button'}
      disabled={decide.isPending}
      aria-label={`${labels[choice]}: ${subject}`}
      onClick={() => (choice === 'remove' ? setAsking(true) : decide.mutate({ which, choice }))}
    >
      {labels[choice]}
    </button>
  );
  return (
    <div className="finding-choices">
      {canSendAgain && button('send_again', true)}
      {canKeep && button('keep')}
      {button('remove')}
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
