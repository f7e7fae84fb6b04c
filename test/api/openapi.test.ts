import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../shared/api';
import { OPENAPI_PATH, renderOpenApi } from '../tools/openapi';

describe('docs/openapi.json', () => {
  it('is current: `npm run openapi` would not change it', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(renderOpenApi());
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
        [String(operation.success.status), '401', '403', '404', '409', '422', '429'].sort(),
      );
    }
  });

  it('documents the required Idempotency-Key header with its bounds, commas refused', () => {
    const document = JSON.parse(renderOpenApi());
    const create = document.paths['/v1/clients'].post;
    expect(create.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^,]*$' },
      }),
    );
    expect(create.requestBody.content['application/json'].schema.properties.name).toMatchObject({
      minLength: 1,
      maxLength: 120,
    });
  });
});
