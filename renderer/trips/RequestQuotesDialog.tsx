// Request quotes: 1 to 20 operators, picked from remembered contacts or entered anew, and a
// note, checked with the shared batch schema. What keeps it from going is listed beside the
// button that sends, and focused there. Operators that already have an open request on
// this trip are named before anything is sent. One Idempotency-Key per opened dialog,
// reused on every retry: an answer lost on the way must not ask the operators twice. With a
// remote, the request is said to be on its way, not sent: the rows say when it is.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { rfqBatchRequest, type RfqBatchRequest, type TripRequestSummary } from '../../shared/api';
import { Dialog } from '../ui/Dialog';
import { useEditing } from '../ui/editing';
import { notify } from '../ui/toasts';
import { useConnection, useSyncStatus } from '../connection/connection-context';
import { describeFailure } from '../connection/results';
import { CountedTextArea } from './thread/CountedTextArea';
import { MAX_OPERATORS, NOTE_MAX_LENGTH } from './thread/bounds';
import { ContactPicker } from './ContactPicker';
import { NewOperatorFields } from './NewOperatorFields';
import { useOperators, useVerifiedOperators } from './use-operators';
import { useTripRfqs } from './use-trip';
import {
  batchBody,
  contactKey,
  errorSummary,
  formPath,
  withSelection,
  type BatchForm,
} from './request-quotes';
import { isOpen, openRfqsOf } from './rfq-rows';
import { RepeatWarning } from './RepeatWarning';
import { SelectedOperators } from './SelectedOperators';

export function RequestQuotesDialog({
  trip,
  now,
  onClose,
}: {
  trip: TripRequestSummary;
  now: Date;
  onClose(): void;
}) {
  const { api } = useConnection();
  const remote = useSyncStatus()?.workspace === 'remote';
  const rfqs = useTripRfqs(trip.id).data ?? [];
  const known = useOperators().data;
  const operators = useMemo(
    () => new Map((known ?? []).map((operator) => [operator.id, operator])),
    [known],
  );
  const verified = useVerifiedOperators();
  const [key] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<RfqBatchRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A refused submit focuses the list of what keeps the form from going. The form publishes a refusal's faults after it calls onInvalid, so the focus waits for
  // the list to be drawn; a re-render forces a draw when a second refusal changes nothing.
  const [, setRefusals] = useState(0);
  const focusFaults = useRef(false);
  const faultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusFaults.current || !faultsRef.current) return;
    focusFaults.current = false;
    faultsRef.current.focus();
  });
  const [sending, setSending] = useState(false);
  const form = useForm<BatchForm, unknown, RfqBatchRequest>({
    resolver: zodResolver(rfqBatchRequest),
    defaultValues: { operators: [], note: '' },
    // The faults' list beside Send takes focus instead: the operators have no input of theirs.
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const entries = useWatch({ control: form.control, name: 'operators' });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  useEditing(entries.length > 0 || note.trim() !== '');
  const alreadyAsked = new Set(
    rfqs.filter((rfq) => isOpen(rfq, now)).map((rfq) => rfq.operator.id),
  );
  const setEntries = (next: BatchForm['operators']) =>
    form.setValue('operators', next, { shouldValidate: isSubmitted });

  async function send(values: RfqBatchRequest) {
    setSending(true);
    setFailure(null);
    try {
      const result = await api.createRfqBatch({
        id: trip.id,
        body: batchBody(values),
        idempotencyKey: key,
      });
      if (result.ok) {
        const count = values.operators.length;
        const them = `${count} ${count === 1 ? 'operator' : 'operators'}`;
        notify(
          remote
            ? {
                title: `Asking ${them} to quote`,
                description: 'Each row says Sent once the remote has the request.',
              }
            : { title: `Quotes requested from ${them}` },
        );
        onClose();
        return;
      }
      setConfirming(null);
      const unplaced: string[] = [];
      for (const error of result.problem.errors ?? []) {
        const path = formPath(error.field);
        if (path === 'note' || path.startsWith('operators')) {
          form.setError(path as 'note', { message: error.message });
        } else unplaced.push(`${error.field}: ${error.message}`);
      }
      if (!result.problem.errors?.length || unplaced.length > 0) {
        setFailure([result.problem.detail ?? result.problem.title, ...unplaced].join(' '));
      }
    } catch (error) {
      setConfirming(null);
      setFailure(describeFailure(error));
    } finally {
      setSending(false);
    }
  }

  const onInvalid = () => {
    focusFaults.current = true;
    setRefusals((count) => count + 1);
  };

  const onValid = (values: RfqBatchRequest) => {
    const repeats = openRfqsOf(
      rfqs,
      values.operators.map((entry) => entry.operator_id),
      now,
    );
    if (repeats.length > 0) setConfirming(values);
    else void send(values);
  };

  const count = entries.length;
  // Once a submit was refused, the form checks itself as it changes: the list follows.
  const faults = isSubmitted ? errorSummary(errors, entries) : [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      wide
      title={confirming ? 'Ask these operators again?' : `Request quotes for trip #${trip.number}`}
      description={
        confirming
          ? 'They already have an open request for quotes on this trip request.'
          : `Ask 1 to ${MAX_OPERATORS} operators, picked from your remembered contacts or added here.`
      }
    >
      {confirming ? (
        <RepeatWarning
          repeats={openRfqsOf(
            rfqs,
            confirming.operators.map((entry) => entry.operator_id),
            now,
          )}
          currency={trip.currency}
          now={now}
          sending={sending}
          onBack={() => setConfirming(null)}
          onSend={() => void send(confirming)}
        />
      ) : (
        <form
          className="request-quotes"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        >
          <ContactPicker
            selected={new Set(entries.map(contactKey))}
            alreadyAsked={alreadyAsked}
            operators={operators}
            onChange={(keys, contacts) => setEntries(withSelection(entries, contacts, keys))}
          />
          <NewOperatorFields entries={entries} onAdd={(entry) => setEntries([...entries, entry])} />
          <SelectedOperators
            entries={entries}
            errors={errors}
            alreadyAsked={alreadyAsked}
            operators={operators}
            verified={verified}
            onRemove={(index) => setEntries(entries.filter((_, at) => at !== index))}
          />
          <CountedTextArea
            id="request-quotes-note"
            label="Note to the operators (optional)"
            value={note ?? ''}
            max={NOTE_MAX_LENGTH}
            error={errors.note?.message}
            textarea={{ rows: 3, ...form.register('note') }}
          />
          {/* What keeps it from going stays in view beside the button that sends. */}
          <div className="request-quotes-footer">
            {failure && (
              <p className="form-failure" role="alert">
                Not sent: {failure}
              </p>
            )}
            {faults.length > 0 && (
              <div className="form-faults" role="alert" tabIndex={-1} ref={faultsRef}>
                <p>Not sent yet. Correct this first:</p>
                <ul>
                  {faults.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="dialog-actions">
              <Button className="button" onPress={onClose}>
                Cancel
              </Button>
              <Button type="submit" className="button button-primary" isDisabled={sending}>
                {sending
                  ? 'Sending…'
                  : count === 0
                    ? 'Request quotes'
                    : `Request quotes from ${count} ${count === 1 ? 'operator' : 'operators'}`}
              </Button>
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}
