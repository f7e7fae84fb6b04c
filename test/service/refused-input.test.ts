// Input the service used to take and now refuses (issue 7), as an API client sees it: a 422
// naming each field at fault. A lone surrogate arrives over HTTP as a `\ud800` escape in the
// JSON text, so those bodies are sent as raw text holding the escape.
import { describe, expect, it } from 'vitest';
import { faultyFields } from './clients-fixtures';
import { batchRequest, newKey, sendOne, seededHarness, trips } from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

const clientsPath = '/v1/clients';
const batchPath = `/v1/trip-requests/${trips.open}/rfqs`;

const createClient = (
  h: H,
  body: unknown,
  headers: HeadersInit = { 'Idempotency-Key': newKey() },
) => h.call('POST', clientsPath, { body, headers });

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

/** `body` as JSON text, with the string `LONE` written as the escape `\ud800`. */
function withLoneSurrogate(body: unknown): string {
  const text = JSON.stringify(body).replace('LONE', '\\ud800');
  expect(text).toContain('\\ud800');
  return text;
}

describe('a lone surrogate is refused in every text field, multi-line too', () => {
  it.each([
    ['name', { name: 'Ada LONE' }],
    ['company', { name: 'Ada', company: 'Acme LONE' }],
    ['phone', { name: 'Ada', phone: '+44 LONE' }],
    ['timezone', { name: 'Ada', timezone: 'Europe/LONE' }],
    ['tags[1]', { name: 'Ada', tags: ['vip', 'LONE'] }],
    [
      'address.region',
      {
        name: 'Ada',
        address: { line1: '1 Main St', city: 'Leeds', country: 'GB', region: 'LONE' },
      },
    ],
    ['notes', { name: 'Ada', notes: 'line one\nLONE' }],
    ['preferences', { name: 'Ada', preferences: 'Still water LONE' }],
  ])('client %s', async (field, body) => {
    const h = await seededHarness();
    expect(await faultyFields(await createClient(h, withLoneSurrogate(body)))).toEqual([field]);
  });

  it('on PATCH', async () => {
    const h = await seededHarness();
    const response = await patchClient(h, withLoneSurrogate({ notes: 'LONE' }));
    expect(await faultyFields(response)).toEqual(['notes']);
  });

  it('in an RFQ batch: the note and an operator contact name', async () => {
    const h = await seededHarness();
    const batch = batchRequest([0], { note: 'Two dogs LONE' });
    const response = await sendBatch(h, withLoneSurrogate(batch).replace('Dispatch 0', '\\udc00'));
    expect((await faultyFields(response)).sort()).toEqual(['note', 'operators[0].name']);
  });

  it('in a message body', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const response = await h.call('POST', `/v1/rfqs/${sent.id}/messages`, {
      body: withLoneSurrogate({ body: 'Is 7am fine? LONE' }),
    });
    expect(await faultyFields(response)).toEqual(['body']);
  });

  it('whichever half it is, while a surrogate pair (an emoji) is a character like any other', async () => {
    const h = await seededHarness();
    const reversed = await createClient(h, '{"name":"Ada \\udc00\\ud83d"}');
    expect(await faultyFields(reversed)).toEqual(['name']);
    const paired = await createClient(h, '{"name":"Ada \\ud83d\\ude00","tags":["\\ud83d\\ude00"]}');
    expect(paired.status).toBe(201);
    expect(await paired.json()).toMatchObject({ name: 'Ada 😀', tags: ['😀'] });
  });
});

// U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates).
const bidiControls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

describe('text-direction controls are refused in single-line fields', () => {
  it.each(bidiControls.map((code) => [code.toString(16), String.fromCodePoint(code)]))(
    'U+%s in a name, a tag, an address part and an operator contact name',
    async (_, control) => {
      const h = await seededHarness();
      const client = await createClient(h, {
        name: `Ada ${control}Lee`,
        tags: ['vip', `${control}gpj.exe`],
        address: { line1: '1 Main St', city: `Leeds${control}`, country: 'GB' },
      });
      expect(await faultyFields(client)).toEqual(['name', 'address.city', 'tags[1]']);

      const batch = batchRequest([0]);
      batch.operators[0]!.name = `Dispatch ${control}`;
      expect(await faultyFields(await sendBatch(h, batch))).toEqual(['operators[0].name']);
    },
  );

  it('but kept in multi-line text, and the marks that only set a direction stay allowed', async () => {
    const h = await seededHarness();
    const response = await createClient(h, {
      name: 'עדה\u200f Lee',
      notes: `Quote the ${String.fromCodePoint(0x2067)}עברית${String.fromCodePoint(0x2069)} name`,
    });
    expect(response.status).toBe(201);
  });
});

describe('Idempotency-Key never contains a comma: a repeated header is refused', () => {
  const repeated: HeadersInit = [
    ['Idempotency-Key', 'first-key'],
    ['Idempotency-Key', 'second-key'],
  ];

  it('is a 422 on Idempotency-Key saying so, and nothing is created', async () => {
    const h = await seededHarness();
    const response = await createClient(h, { name: 'Ada' }, repeated);
    expect(await faultyFields(response.clone())).toEqual(['Idempotency-Key']);
    const { errors } = (await response.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toMatch(/repeated one is not allowed/);
    const list = await h.call('GET', clientsPath);
    expect(await list.json()).toMatchObject({ total: 0 });
  });

  it('on every operation that takes one', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const refusals = [
      await h.call('POST', batchPath, { body: batchRequest([1]), headers: repeated }),
      await h.call('POST', `/v1/rfqs/${sent.id}/messages`, {
        body: { body: 'Hi' },
        headers: repeated,
      }),
      await h.call('POST', `/v1/rfqs/${sent.id}/withdrawals`, { headers: repeated }),
      await createClient(h, { name: 'Ada' }, { 'Idempotency-Key': 'one,header' }),
    ];
    for (const response of refusals) {
      expect(await faultyFields(response)).toEqual(['Idempotency-Key']);
    }
  });
});
