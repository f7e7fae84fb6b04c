import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operations, problemBody } from '../../shared/api';
import { OPENAPI_PATH, renderOpenApi } from '../tools/write-openapi';

const ERROR_STATUSES = ['401', '403', '404', '409', '413', '415', '422', '429', '503'];
const RATE = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
const QUOTA = ['X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset'];

type Headers = Record<string, { required: boolean }>;
/** The headers of one answer, each with whether it is always sent. */
function headersOf(path: string, method: string, status: string): Record<string, boolean> {
  const document = JSON.parse(renderOpenApi());
  const headers = document.paths[path][method].responses[status].headers as Headers;
  return Object.fromEntries(Object.entries(headers).map(([name, h]) => [name, h.required]));
}

const always = (names: string[]) => Object.fromEntries(names.map((name) => [name, true]));
const sometimes = (names: string[]) => Object.fromEntries(names.map((name) => [name, false]));
const RID = { 'X-Request-Id': true };
const REPLAY = { 'Idempotent-Replayed': false };

describe('docs/openapi.json', () => {
  it('is current: `npm run openapi` would not change it', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(renderOpenApi());
  });

  // JSON Schema's `pattern` is ECMA-262 without flags: a pattern only a `u` expression reads
  // (`\\p{...}`, `\\u{...}`) is no pattern to Spectral or to a generator in another language.
  // Validators that compile with `u` (ajv, so Prism) must read the same rule.
  it('has patterns that compile without flags and mean the same with the u flag', () => {
    const patterns = new Set<string>();
    JSON.stringify(JSON.parse(renderOpenApi()), (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.add(value);
      return value;
    });
    expect(patterns.size).toBeGreaterThan(5);
    // What the two readings could tell apart: characters past U+FFFF, surrogates alone.
    const char = fc.oneof(
      fc.constantFrom(
        'a',
        '0',
        '-',
        '@',
        '.',
        ' ',
        '\u200b',
        '\u{e0041}',
        '😀',
        '\ud800',
        '\udc00',
      ),
      fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    );
    const text = fc.array(char, { maxLength: 8 }).map((chars) => chars.join(''));
    for (const pattern of patterns) {
      const plain = new RegExp(pattern);
      const unicode = new RegExp(pattern, 'u');
      fc.assert(
        fc.property(text, (value) => {
          expect(plain.test(value), `${pattern} on ${JSON.stringify(value)}`).toBe(
            unicode.test(value),
          );
        }),
      );
    }
  });

  it('lists all 11 operations with scope, quota effect and error responses', () => {
    const document = JSON.parse(renderOpenApi());
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(
        item as Record<string, { operationId: string; 'x-quota': string; responses: object }>,
      ).map(([method, op]) => ({ path, method, ...op })),
    );
    expect(listed).toHaveLength(11);
    for (const operation of operations) {
      const entry = listed.find((op) => op.operationId === operation.id);
      expect(entry, operation.id).toMatchObject({
        path: operation.path,
        method: operation.method.toLowerCase(),
        'x-quota': operation.metered ? 'counts' : 'free',
      });
      expect(Object.keys(entry!.responses).sort()).toEqual(
        [String(operation.success.status), ...ERROR_STATUSES].sort(),
      );
    }
  });

  it('documents the required Idempotency-Key header with its bounds, commas refused', () => {
    const document = JSON.parse(renderOpenApi());
    const create = document.paths['/v1/clients'].post;
    const key = create.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key');
    expect(key).toMatchObject({
      in: 'header',
      required: true,
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
    const pattern = new RegExp(key.schema.pattern, 'u');
    expect(['key-1', 'a,b', ' ', 'a\u200b'].map((value) => pattern.test(value))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(create.requestBody.content['application/json'].schema.properties.name).toMatchObject({
      minLength: 1,
      maxLength: 120,
    });
  });

  // Metered with a key: all six budget headers; unmetered: the rate's; 401, 413, 415 come
  // before the key is read, and a 403 (foreign Host) or 429 (the address's failed
  // authentications) may too; the Host check runs before the request gets its id.
  it.each([
    ['/v1/clients', 'post', '201', { ...RID, ...always([...RATE, ...QUOTA]), ...REPLAY }],
    ['/v1/rfqs/{id}/messages', 'get', '200', { ...RID, ...always(RATE) }],
    ['/v1/clients', 'get', '401', { ...RID, 'WWW-Authenticate': true }],
    ['/v1/clients', 'post', '413', RID],
    ['/v1/clients', 'post', '415', RID],
    ['/v1/clients/{id}', 'delete', '404', { ...RID, ...always([...RATE, ...QUOTA]) }],
    ['/v1/clients/{id}', 'delete', '409', { ...RID, ...always([...RATE, ...QUOTA]) }],
    ['/v1/clients/{id}', 'delete', '422', { ...RID, ...always([...RATE, ...QUOTA]) }],
    ['/v1/clients/{id}', 'delete', '503', { ...RID, ...always([...RATE, ...QUOTA]) }],
    [
      '/v1/clients',
      'get',
      '429',
      { ...RID, ...sometimes([...RATE, ...QUOTA]), 'Retry-After': true },
    ],
    ['/v1/clients', 'get', '403', { 'X-Request-Id': false, ...sometimes([...RATE, ...QUOTA]) }],
  ])('%s %s %s: its headers, required where always sent', (path, method, status, expected) => {
    expect(headersOf(path, method, status)).toEqual(expected);
  });

  it('tells the problems apart by type: what each 429 carries, which types each status has', () => {
    const document = JSON.parse(renderOpenApi());
    const branches = document.components.schemas.Problem.oneOf as {
      properties: { type: { const?: string } };
      required: string[];
    }[];
    const required = (type: string) =>
      branches.find((branch) => branch.properties.type.const === type)?.required;
    expect(required('rate_limited')).toEqual(['type', 'title', 'status', 'reset_at']);
    expect(required('quota_exceeded')).toEqual([
      'type',
      'title',
      'status',
      'reset_at',
      'upgrade_url',
    ]);
    const answer = document.paths['/v1/clients'].get.responses['429'];
    expect(answer.content['application/problem+json'].schema.allOf[1].properties).toEqual({
      type: { enum: ['rate_limited', 'quota_exceeded'] },
      status: { const: 429 },
    });
    const quota = {
      type: 'quota_exceeded',
      title: 'Request allowance used up',
      status: 429,
      reset_at: '2026-04-01T00:00:00.000Z',
      upgrade_url: 'https://charter-desk.example/upgrade',
    };
    expect(problemBody.safeParse(quota).success).toBe(true);
    expect(problemBody.safeParse({ ...quota, upgrade_url: undefined }).success).toBe(false);
    expect(problemBody.safeParse({ ...quota, type: 'rate_limited' }).success).toBe(false);
    expect(problemBody.safeParse({ type: 'not_found', title: 'x', status: 404 }).success).toBe(
      true,
    );
  });
});
