// Who recorded a client's consent, in words: the broker here (the local user "You") as
// "you", a colleague by name.
import { describe, expect, it } from 'vitest';
import { consentRecord } from '../../renderer/clients/detail/consent-record';
import { clientView } from '../../shared/service/clients/client-view';
import { clientRow } from '../db/row-builders';

const recordedBy = (display_name: string) =>
  clientView(
    clientRow('0a000000-0000-4000-8000-0000000000a1', {
      email_consent: true,
      consent_recorded_by: { user_id: null, display_name, avatar_url: null },
      consent_updated_at: '2026-04-01T08:12:00.000Z',
    }),
    null,
  );

describe('the consent record', () => {
  it('says "you" for the broker here and a colleague by name', () => {
    expect(consentRecord(recordedBy('You'))).toMatch(/^Recorded by you on .+\.$/);
    expect(consentRecord(recordedBy('Dana Cruz'))).toMatch(/^Recorded by Dana Cruz on .+\.$/);
  });
});
