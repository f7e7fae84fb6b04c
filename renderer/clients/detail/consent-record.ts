// Who recorded a client's marketing consent, and when: the detail shows it, and the form
// beside its checkboxes (form/ConsentFields.tsx).
import type { Client } from '../../../shared/api';
import { formatDateTime } from '../../ui/format';

/** "Recorded by Dana Cruz on 3 Mar 2026, 10:00", or what will happen on save. */
export function consentRecord(client: Client | null): string {
  if (!client) return 'Recorded as you when the client is saved.';
  // The broker here is the local user "You" (no sign-in yet), said as "you" mid-sentence.
  const name = client.consent_recorded_by?.display_name;
  const by = name === 'You' ? 'you' : name;
  const at = client.consent_updated_at;
  if (!by && !at) return 'Not recorded yet.';
  return `Recorded${by ? ` by ${by}` : ''}${at ? ` on ${formatDateTime(at)}` : ''}.`;
}
