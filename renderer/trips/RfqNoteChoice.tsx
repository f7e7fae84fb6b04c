// Where the note to the operators starts from: the last request's note on this trip, one of
// the broker's saved RFQ-note templates (the built-in one while none is saved), or a blank
// note; a template's {placeholders} filled with the trip's facts and the branding's name and
// company. Choosing replaces the note: the broker still edits it before it goes.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TripRequestSummary } from '../../shared/api';
import { BUILT_IN_TEMPLATES, fillTemplate, templateFor } from '../../shared/templates/fill';
import { useConnection } from '../connection/connection-context';
import { useProposalSettings } from './proposal/use-proposal';
import { noteValues } from './request-quotes';

const LAST = 'last';
const BLANK = 'blank';
const BUILT_IN = 'built-in';

export function RfqNoteChoice({
  trip,
  lastNote,
  onChoose,
}: {
  trip: TripRequestSummary;
  /** The last request's note on this trip, '' without one. */
  lastNote: string;
  onChoose(note: string): void;
}) {
  const { local } = useConnection();
  const saved = useQuery({
    queryKey: ['local', 'templates', 'rfq_note'],
    queryFn: async () => (await local.templates({ query: { kind: 'rfq_note' } })).items,
  });
  const templates = saved.data ?? [];
  const signature = useProposalSettings().data?.branding;
  const first = templateFor('rfq_note', templates);
  const [choice, setChoice] = useState(lastNote === '' ? BLANK : LAST);

  function choose(value: string) {
    setChoice(value);
    if (value === LAST) return onChoose(lastNote);
    if (value === BLANK) return onChoose('');
    const template = templates.find((each) => each.id === value) ?? BUILT_IN_TEMPLATES.rfq_note;
    onChoose(fillTemplate(template.body, noteValues(trip, signature)));
  }
  return (
    <div className="form-field rfq-note-choice">
      <label htmlFor="rfq-note-choice">Start the note from</label>
      <select id="rfq-note-choice" value={choice} onChange={(event) => choose(event.target.value)}>
        {lastNote !== '' && <option value={LAST}>The last request’s note</option>}
        {templates.length === 0 ? (
          <option value={BUILT_IN}>Template: {first.name}</option>
        ) : (
          templates.map((template) => (
            <option key={template.id} value={template.id}>
              Template: {template.name}
              {template.is_default ? ' (default)' : ''}
            </option>
          ))
        )}
        <option value={BLANK}>A blank note</option>
      </select>
    </div>
  );
}
