// Before asking again: who already has an open request on this trip, since when, and what
// they quoted. Back is the default; sending anyway is the broker's call.
import { Button } from 'react-aria-components';
import type { Rfq } from '../../shared/api';
import { formatMoney, formatRelative } from '../ui/format';
import { STATUS_WORDS, displayStatus } from './rfq-rows';
import { operatorName } from '../../shared/rules/rfq-states';

export function RepeatWarning({
  repeats,
  currency,
  now,
  sending,
  onBack,
  onSend,
}: {
  repeats: readonly Rfq[];
  currency: string;
  now: Date;
  sending: boolean;
  onBack(): void;
  onSend(): void;
}) {
  return (
    <>
      <ul className="repeat-list">
        {repeats.map((rfq) => (
          <li key={rfq.id}>
            <strong>{operatorName(rfq)}</strong> <span className="email">{rfq.contact_email}</span>
            <span className="muted">
              {' '}
              asked {formatRelative(rfq.sent_at)} · {STATUS_WORDS[displayStatus(rfq, now)]}
              {rfq.quote_amount_cents !== null &&
                ` ${formatMoney(rfq.quote_amount_cents, currency)}`}
            </span>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <Button className="button" autoFocus onPress={onBack}>
          Back
        </Button>
        <Button className="button button-primary" isDisabled={sending} onPress={onSend}>
          {sending ? 'Sending…' : 'Send anyway'}
        </Button>
      </div>
    </>
  );
}
