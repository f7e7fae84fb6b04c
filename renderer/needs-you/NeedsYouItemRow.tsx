// One thing that needs the broker: what, on which trip, and what to do — open it, Chase an
// operator who has not opened the request, Done, or Snooze.
import { useState } from 'react';
import { fillTemplate, templateFor } from '../../shared/templates/fill';
import type { NeedsYouItem } from '../../shared/rpc/local/needs-you';
import type { ProposalSettings } from '../../shared/rpc/local/proposal';
import type { TemplateView } from '../../shared/rpc/local/templates';
import { Link, navigate } from '../navigation/router';
import { threadPath } from '../navigation/paths';
import { handDraft } from '../navigation/thread-draft';
import { itemSummary, tripLine } from './item-words';
import { SnoozeForm } from './SnoozeForm';
import type { NeedsYouMark } from '../../shared/rpc/local/needs-you';

const placeOf = (item: NeedsYouItem) =>
  item.rfq_id === null
    ? `/trips/${item.trip_request_id}`
    : threadPath(item.trip_request_id, item.rfq_id);

/** The branding's words, where the broker has set them (else the placeholder stays). */
type Signature = Pick<ProposalSettings['branding'], 'broker_name' | 'company_name'>;
const given = (text: string | undefined) => (text ? text : undefined);

/** Opens the thread with the chase text, filled, in its composer: the broker sends it. */
function chase(item: NeedsYouItem, templates: readonly TemplateView[], signature?: Signature) {
  const text = templateFor('chase', templates);
  handDraft(
    item.rfq_id!,
    fillTemplate(text.body, {
      client_name: item.client_name ?? undefined,
      trip_number: item.trip_number === null ? undefined : String(item.trip_number),
      route: item.route || undefined,
      operator_name: item.operator_name ?? undefined,
      broker_name: given(signature?.broker_name),
      company_name: given(signature?.company_name),
    }),
  );
  navigate(placeOf(item));
}

export function NeedsYouItemRow({
  item,
  templates,
  signature,
  mark,
}: {
  item: NeedsYouItem;
  templates: readonly TemplateView[];
  /** Undefined while the branding is read. */
  signature: Signature | undefined;
  mark: (mark: NeedsYouMark) => void;
}) {
  const [snoozing, setSnoozing] = useState(false);
  const id = `needs-${item.key.replace(/[^\w-]/g, '-')}`;
  return (
    <li className="needs-item" aria-labelledby={`${id}-what`}>
      <div className="needs-what">
        <Link to={placeOf(item)} className="needs-link" id={`${id}-what`}>
          {itemSummary(item)}
        </Link>
        <p className="needs-trip">{tripLine(item)}</p>
      </div>
      <div className="needs-actions">
        {item.rule === 'unopened' && (
          <button type="button" onClick={() => chase(item, templates, signature)}>
            Chase
          </button>
        )}
        <button type="button" onClick={() => mark({ mark: 'done' })}>
          Done
        </button>
        <button type="button" aria-expanded={snoozing} onClick={() => setSnoozing(!snoozing)}>
          Snooze
        </button>
      </div>
      {snoozing && (
        <SnoozeForm
          id={id}
          snooze={(until) => mark({ mark: 'snoozed', until: until.toISOString() })}
          cancel={() => setSnoozing(false)}
        />
      )}
    </li>
  );
}
