// Input the service used to take and now refuses (issue 7), as an API client sees it: a 422
// naming each field at fault.
import { describe, expect, it } from 'vitest';
import { faultyFields } from './clients-fixtures';
import { batchRequest, newKey, seededHarness, trips } from './fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

const clientsPath = '/v1/clients';
const batchPath = `/v1/trip-requests/${trips.open}/rfqs`;

const createClient = (h: H, body: unknown) =>
  h.call('POST', clientsPath, { body, headers: { 'Idempotency-Key': newKey() } });

async function createdId(h: H, body: unknown = { name: 'Ada Lee' }): Promise<string> {
  const response = await createClient(h, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const patchClient = async (h: H, body: unknown) =>
  h.call('PATCH', `${clientsPath}/${await createdId(h)}`, { body });

const sendBatch = (h: H, body: unknown) =>
  h.call('POST', batchPath, { body, headers: { 'Idempotency-Key': newKey() } });

/** An email address `length` characters long. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const tagsOf = (count: number) => Array.from({ length: count }, (_, i) => `tag-${i}`);

describe('email: at most 254 characters (the SMTP mailbox limit)', () => {
  it('on create', async () => {
    const h = await seededHarness();
    expect((await createClient(h, { name: 'Ada', email: emailOf(254) })).status).toBe(201);
    const tooLong = await createClient(h, { name: 'Ada', email: emailOf(255) });
    expect(await faultyFields(tooLong)).toEqual(['email']);
  });

  it('on PATCH', async () => {
    const h = await seededHarness();
    expect((await patchClient(h, { email: emailOf(254) })).status).toBe(200);
    expect(await faultyFields(await patchClient(h, { email: emailOf(255) }))).toEqual(['email']);
  });

  it('on each operator of an RFQ batch', async () => {
    const h = await seededHarness();
    const batch = batchRequest([0, 1]);
    batch.operators[1]!.email = emailOf(255);
    expect(await faultyFields(await sendBatch(h, batch))).toEqual(['operators[1].email']);
  });
});

describe('tags: at most 50 per client', () => {
  it('on create', async () => {
    const h = await seededHarness();
    expect((await createClient(h, { name: 'Ada', tags: tagsOf(50) })).status).toBe(201);
    const tooMany = await createClient(h, { name: 'Ada', tags: tagsOf(51) });
    expect(await faultyFields(tooMany)).toEqual(['tags']);
  });

  it('on PATCH', async () => {
    const h = await seededHarness();
    expect((await patchClient(h, { tags: tagsOf(50) })).status).toBe(200);
    expect(await faultyFields(await patchClient(h, { tags: tagsOf(51) }))).toEqual(['tags']);
  });
});
