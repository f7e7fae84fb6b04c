// Rows read back are parsed, not cast: a row of the wrong shape fails where it is read,
// naming its table and field, and the service answers a 500 problem instead of wrong data.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { createHarness } from '../support/service-harness';
import { clientRow } from './row-builders';

const ID = '0c000000-0000-4000-8000-000000000001';

describe('rows read back', () => {
  it('parse on get, bulkGet and collection reads; a damaged row names its table and field', async () => {
    const { db } = createHarness();
    await db.clients.put({ ...clientRow(ID), timezone: 42 as never });
    for (const read of [
      () => db.clients.get(ID),
      () => db.clients.bulkGet([ID]),
      () => db.clients.toArray(),
      () => db.clients.where('name').startsWith('Client').first(),
    ]) {
      const error = await read().then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ParseError);
      expect((error as Error).message).toContain('clients row');
      expect((error as Error).message).toContain('timezone');
    }
  });

  it('well-formed rows read back equal to what was stored', async () => {
    const { db } = createHarness();
    await db.clients.put(clientRow(ID, { tags: ['vip'] }));
    expect(await db.clients.get(ID)).toEqual(clientRow(ID, { tags: ['vip'] }));
    expect(await db.clients.get('0c000000-0000-4000-8000-00000000ffff')).toBeUndefined();
  });

  it('a damaged row reaches the API as a 500 problem, not as a malformed client', async () => {
    const { db, call } = createHarness();
    await db.clients.put({ ...clientRow(ID), email_consent: 'yes' as never });
    const response = await call('GET', `/v1/clients/${ID}`);
    expect(response.status).toBe(500);
    expect(problem.parse(await response.json()).type).toBe('internal_error');
  });
});
