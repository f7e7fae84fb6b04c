// The OpenAPI 3.1 document of /v1, generated from the same zod schemas and operations
// table that the service validates with, so the document cannot drift from the code.
import { z } from 'zod';
import { SECTIONS, operations, type Operation } from './operations';
import { MAX_REQUEST_BODY_BYTES } from './limits';
import { PROBLEM_CONTENT_TYPE, problemBody, problemTypesOf } from './problem';
import { IDEMPOTENCY_KEY_HEADER, QUERY_INTEGER, idempotencyKey } from './requests';
import { QUOTA_HEADERS, RATE_HEADERS } from './budget-headers';
import { REPLAYED_HEADER, REQUEST_ID_HEADER } from './response-headers';
import { textRuleDefinitions } from './text-rules';

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

type Header = { description: string; required: boolean; schema: JsonSchema };
const header = (description: string, schema: JsonSchema, required = true): Header => ({
  description,
  required,
  schema,
});
const integer = { type: 'integer', minimum: 0 };

const rateHeaders = {
  [RATE_HEADERS.limit]: header('Requests this key may make in the current UTC minute', integer),
  [RATE_HEADERS.remaining]: header('Requests left for this key in the current minute', integer),
  [RATE_HEADERS.reset]: header('Unix time (seconds) of the start of the next minute', integer),
};
const quotaHeaders = {
  [QUOTA_HEADERS.limit]: header("The organization's billing-period allowance", integer),
  [QUOTA_HEADERS.remaining]: header('Requests left in the allowance', integer),
  [QUOTA_HEADERS.reset]: header('Unix time (seconds) when the billing period resets', integer),
};
const requestId = (required: boolean) => ({
  [REQUEST_ID_HEADER]: header(
    'Names this request in the request log',
    { type: 'string', minLength: 1 },
    required,
  ),
});

/**
 * Whether an answer carries the budget headers: past the key's check always (a 403, 404 or
 * 422 included), never before it (a request without a valid key has no budget), and
 * sometimes where either can answer: a 403 for the Host, a 429 for failed authentications
 * of the address, both sent before the key is read (docs/remote-api.md, Policies).
 */
type Budget = 'always' | 'sometimes' | 'never';

interface ErrorAnswer {
  description: string;
  budget: Budget;
  /** Every answer names its request, but a 403 for a foreign Host, refused before the log. */
  requestIdAlways: boolean;
  headers?: Record<string, Header>;
}

const errorAnswers: Record<number, ErrorAnswer> = {
  401: {
    description: 'Missing or unknown API key',
    budget: 'never',
    requestIdAlways: true,
    headers: {
      'WWW-Authenticate': header('The scheme to authenticate with: Bearer', { type: 'string' }),
    },
  },
  403: {
    description:
      'The key lacks the scope of this operation, or the Host header names another server',
    budget: 'sometimes',
    requestIdAlways: false,
  },
  404: {
    description: 'No such record for this organization',
    budget: 'always',
    requestIdAlways: true,
  },
  409: {
    description: 'Conflict with the record state, or the Idempotency-Key is in use',
    budget: 'always',
    requestIdAlways: true,
  },
  413: {
    description: `The body is over ${MAX_REQUEST_BODY_BYTES} bytes; refused before the key is read`,
    budget: 'never',
    requestIdAlways: true,
  },
  415: {
    description:
      'A body that is not JSON (any other type, or none); refused before the key is read',
    budget: 'never',
    requestIdAlways: true,
  },
  422: {
    description: 'A field needs correcting; `errors` names each one',
    budget: 'always',
    requestIdAlways: true,
  },
  429: {
    description:
      "rate_limited (the key's minute, or failed authentications from the address) or quota_exceeded (billing period)",
    budget: 'sometimes',
    requestIdAlways: true,
    headers: { 'Retry-After': header('Seconds to wait', { type: 'integer', minimum: 1 }) },
  },
  503: {
    description: 'The service is unavailable; retry later',
    budget: 'always',
    requestIdAlways: true,
  },
};

/** The budget headers of `operation`, required or not. */
function budgetHeaders(operation: Operation, budget: Budget): Record<string, Header> {
  if (budget === 'never') return {};
  const required = budget === 'always';
  const windows = { ...rateHeaders, ...(operation.metered ? quotaHeaders : {}) };
  return Object.fromEntries(
    Object.entries(windows).map(([name, value]) => [name, { ...value, required }]),
  );
}

/** The problem body of `status`: the Problem schema, narrowed to the types it answers. */
function problemContent(status: number) {
  const schema = {
    allOf: [
      { $ref: '#/components/schemas/Problem' },
      {
        type: 'object',
        properties: { type: { enum: problemTypesOf(status) }, status: { const: status } },
      },
    ],
  };
  return { [PROBLEM_CONTENT_TYPE]: { schema } };
}

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

/** The operation's scope, quota effect and Idempotency-Key, in words. */
function description(operation: Operation): string {
  const quota = operation.metered
    ? "counts against the organization's allowance"
    : 'free: does not count against the allowance';
  const key = {
    required: ' Requires an Idempotency-Key.',
    optional: ' Takes an Idempotency-Key.',
    none: '',
  }[operation.idempotencyKey];
  return `${operation.summary}. Needs the \`${operation.scope}\` scope; ${quota}.${key}`;
}

function responses(operation: Operation) {
  const { status, body } = operation.success;
  const replayed =
    operation.idempotencyKey === 'none'
      ? {}
      : {
          [REPLAYED_HEADER]: header(
            'On an answer replayed for a repeated Idempotency-Key',
            { type: 'string', const: 'true' },
            false,
          ),
        };
  const out: Record<string, unknown> = {
    [status]: {
      description: status === 204 ? 'Deleted' : 'Success',
      headers: { ...requestId(true), ...budgetHeaders(operation, 'always'), ...replayed },
      ...(body ? { content: { 'application/json': { schema: jsonSchema(body, 'output') } } } : {}),
    },
  };
  for (const [code, answer] of Object.entries(errorAnswers)) {
    out[code] = {
      description: answer.description,
      headers: {
        ...requestId(answer.requestIdAlways),
        ...budgetHeaders(operation, answer.budget),
        ...answer.headers,
      },
      content: problemContent(Number(code)),
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
      description: description(operation),
      tags: [operation.section],
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
      description: [
        'Requests for quotes, operator contacts and clients. Generated from shared/api by `npm run openapi`.',
        'Text fields: `pattern` (ECMA-262, no flags) checks the characters up to U+FFFF;',
        "`x-text-rules` names each of the field's rules, which `components.x-text-rules` defines",
        'by the code points it refuses: in a text holding any of them (`refuses: any`), or',
        'holding nothing else (`refuses: only`). Lengths count code points.',
      ].join(' '),
    },
    servers: [{ url: '{base_url}', variables: { base_url: { default: 'http://127.0.0.1:8787' } } }],
    tags: Object.entries(SECTIONS).map(([name, summary]) => ({ name, description: summary })),
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: jsonSchema(problemBody, 'output') },
      'x-text-rules': textRuleDefinitions(),
    },
    paths,
  };
}
