// Request quotes: 1 to 20 operators, picked from remembered contacts or entered anew, and a
// note, checked with the shared batch schema. Operators that already have an open request
// on this trip are named before anything is sent. One Idempotency-Key per opened dialog,
// reused on every retry: an answer lost on the way must not ask the operators twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from 'react-aria-components';
import { rfqBatchRequest, type RfqBatchRequest, type TripRequestSummary } from '../../shared/api';
import { Dialog } from '../ui/Dialog';
import { useEditing } from '../ui/editing';
import { notify } from '../ui/toasts';
import { useService } from '../connection/service-context';
import { describeFailure } from '../connection/results';
import { CountedTextArea } from './thread/CountedTextArea';
import { MAX_OPERATORS, NOTE_MAX_LENGTH } from './thread/bounds';
import { ContactPicker } from './ContactPicker';
import { NewOperatorFields } from './NewOperatorFields';
import { useTripRfqs } from './queries';
import { batchBody, contactKey, formPath, withSelection, type BatchForm } from './request-quotes';
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
  const { api } = useService();
  const rfqs = useTripRfqs(trip.id).data ?? [];
  const [key] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<RfqBatchRequest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<BatchForm, unknown, RfqBatchRequest>({
    resolver: zodResolver(rfqBatchRequest),
    defaultValues: { operators: [], note: '' },
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
        notify({
          title: `Quotes requested from ${count} ${count === 1 ? 'operator' : 'operators'}`,
        });
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
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
        >
          <ContactPicker
            selected={new Set(entries.map(contactKey))}
            alreadyAsked={alreadyAsked}
            onChange={(keys, contacts) => setEntries(withSelection(entries, contacts, keys))}
          />
          <NewOperatorFields entries={entries} onAdd={(entry) => setEntries([...entries, entry])} />
          <SelectedOperators
            entries={entries}
            errors={errors}
            alreadyAsked={alreadyAsked}
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
          {failure && (
            <p className="form-failure" role="alert">
              Not sent: {failure}
            </p>
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
        </form>
      )}
    </Dialog>
  );
}
