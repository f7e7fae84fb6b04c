// The OpenAPI 3.1 document of /v1, generated from the same zod schemas and operations
// table that the service validates with, so the document cannot drift from the code.
import { z } from 'zod';
import { operations, type Operation } from './operations';
import { problem } from './problem';
import { IDEMPOTENCY_KEY_HEADER, QUERY_INTEGER, idempotencyKey } from './requests';
import { QUOTA_HEADERS, RATE_HEADERS } from './budget-headers';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      // A query integer is parsed from text; the document shows the integer it stands for.
      const integer = jsonSchema[QUERY_INTEGER];
      if (!integer) return;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, { type: 'integer', ...(integer as object) });
    },
  }) as JsonSchema;
  return rest;
}

const intHeader = (description: string) => ({ description, schema: { type: 'integer' } });

const rateHeaders = {
  [RATE_HEADERS.limit]: intHeader('Requests this key may make in the current UTC minute'),
  [RATE_HEADERS.remaining]: intHeader('Requests left for this key in the current minute'),
  [RATE_HEADERS.reset]: intHeader('Unix time (seconds) of the start of the next minute'),
};
const quotaHeaders = {
  [QUOTA_HEADERS.limit]: intHeader("The organization's billing-period allowance"),
  [QUOTA_HEADERS.remaining]: intHeader('Requests left in the allowance'),
  [QUOTA_HEADERS.reset]: intHeader('Unix time (seconds) when the billing period resets'),
};

const errorStatuses: Record<number, string> = {
  401: 'Missing or unknown API key',
  403: 'The key lacks the scope of this operation',
  404: 'No such record for this organization',
  409: 'Conflict with the record state, or the Idempotency-Key is in use',
  422: 'A field needs correcting; `errors` names each one',
  429: 'rate_limited (per-key minute) or quota_exceeded (billing period)',
};

function parameters(operation: Operation): unknown[] {
  const out: unknown[] = [];
  const add = (where: 'path' | 'query', schema: z.ZodType | undefined) => {
    if (!schema) return;
    const shape = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(shape.properties ?? {})) {
      const isArray = name.endsWith('[]');
      out.push({
        name,
        in: where,
        required: where === 'path' || (shape.required ?? []).includes(name),
        schema: property,
        ...(isArray ? { style: 'form', explode: true } : {}),
      });
    }
  };
  add('path', operation.pathParams);
  add('query', operation.query);
  if (operation.idempotencyKey !== 'none') {
    out.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: operation.idempotencyKey === 'required',
      description: 'Retries with the same key and request replay the first answer.',
      schema: jsonSchema(idempotencyKey, 'input'),
    });
  }
  return out;
}

function responses(operation: Operation) {
  const headers = { ...rateHeaders, ...(operation.metered ? quotaHeaders : {}) };
  const { status, body } = operation.success;
  const out: Record<string, unknown> = {
    [status]: {
      description: status === 204 ? 'Deleted' : 'Success',
      headers,
      ...(body ? { content: { 'application/json': { schema: jsonSchema(body, 'output') } } } : {}),
    },
  };
  for (const [code, description] of Object.entries(errorStatuses)) {
    out[code] = {
      description,
      headers:
        code === '429' ? { ...headers, 'Retry-After': intHeader('Seconds to wait') } : headers,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  }
  return out;
}

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations as readonly Operation[]) {
    const item = (paths[operation.path] ??= {});
    item[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: operation.summary,
      'x-scope': operation.scope,
      'x-quota': operation.metered ? 'counts' : 'free',
      security: [{ apiKey: [] }],
      parameters: parameters(operation),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(operation.body, 'input') } },
            },
          }
        : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Charter Brokerage API',
      version: 'v1',
      description:
        'Requests for quotes, operator contacts and clients. Generated from shared/api by `npm run openapi`.',
    },
    servers: [{ url: '{base_url}', variables: { base_url: { default: 'http://127.0.0.1:8787' } } }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: jsonSchema(problem, 'output') },
    },
    paths,
  };
}
