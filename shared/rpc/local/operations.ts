// The app's own /local/ endpoints in one table, as shared/api/operations.ts holds /v1's: each
// one's method, path template, request schemas, answer, and who answers it. The worker's host
// registers its routes from it (shared/host/serving/local-routes.ts), the page's client is
// made from it (renderer/connection/local-api.ts), and a test holds docs/local-api.md to it.
// Its entries are kept by what they serve in entries/; a new endpoint is one entry there and
// one handler in the host.
import type { z } from 'zod';
import { brokerOperations } from './entries/broker-operations';
import { syncOperations } from './entries/sync-operations';
import { tripsOperations } from './entries/trips-operations';
import { workspaceOperations } from './entries/workspace-operations';
import type { LocalAnswerer, LocalOperation } from './local-operation';

export const localOperations = [
  ...workspaceOperations,
  ...tripsOperations,
  ...brokerOperations,
  ...syncOperations,
] as const satisfies readonly LocalOperation[];

type Entry = (typeof localOperations)[number];
export type LocalOperationId = Entry['id'];
export type LocalOperationOf<K extends LocalOperationId> = Extract<Entry, { id: K }>;
/** The operations `answerer` answers. */
export type LocalOperationIdOf<A extends LocalAnswerer> = Extract<Entry, { answeredBy: A }>['id'];

type Part<K extends LocalOperationId, P extends 'pathParams' | 'query' | 'body'> =
  LocalOperationOf<K> extends Record<P, infer S extends z.ZodType> ? S : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as its handler receives it: checked, defaults applied. */
export interface LocalRequest<K extends LocalOperationId> {
  params: Output<Part<K, 'pathParams'>>;
  query: Output<Part<K, 'query'>>;
  body: Output<Part<K, 'body'>>;
}

/** What a handler answers, and the page's call resolves to (null for a 204). */
export type LocalAnswer<K extends LocalOperationId> = LocalOperationOf<K>['answer'] extends {
  json: infer S extends z.ZodType;
}
  ? z.output<S>
  : LocalOperationOf<K>['answer'] extends { bytes: { headers: infer H extends z.ZodType } }
    ? { bytes: Uint8Array<ArrayBuffer>; headers: z.output<H> }
    : null;

type ParamsInput<S> = S extends z.ZodType ? { params: z.input<S> } : unknown;
type QueryInput<S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { query?: z.input<S> }
    : { query: z.input<S> }
  : unknown;
type BodyInput<S> = S extends z.ZodType ? { body: z.input<S> } : unknown;

/** What the page's call of an operation takes, as it travels: path params, query, body. */
export type LocalInput<K extends LocalOperationId> = ParamsInput<Part<K, 'pathParams'>> &
  QueryInput<Part<K, 'query'>> &
  BodyInput<Part<K, 'body'>>;

export function localOperationById(operationId: LocalOperationId): LocalOperation {
  const operation = localOperations.find((candidate) => candidate.id === operationId);
  if (!operation) throw new Error(`Unknown /local/ operation ${operationId}`);
  return operation;
}

/** `template` with each `{name}` replaced by its value in `params`, encoded. */
export function localPath(
  template: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

const segmentsOf = (operation: LocalOperation) => operation.path.split('/');
const isParam = (segment: string) => segment.startsWith('{');

/**
 * The order requests are matched in: a path's fixed segment before a parameter in the same
 * place (as OpenAPI matches), so `/local/outbox/{id}/resolve` is not taken for an action.
 */
function bySpecificity(a: LocalOperation, b: LocalOperation): number {
  const [left, right] = [segmentsOf(a), segmentsOf(b)];
  for (let at = 0; at < Math.min(left.length, right.length); at += 1) {
    const order = Number(isParam(left[at]!)) - Number(isParam(right[at]!));
    if (order !== 0) return order;
  }
  return 0;
}

/** Every operation, in the order requests are matched against them. */
export const localOperationsInMatchOrder: readonly LocalOperation[] = [
  ...(localOperations as readonly LocalOperation[]),
].sort(bySpecificity);

const compiled = localOperationsInMatchOrder.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The operation a request names, or null for a path or method the table does not hold. */
export function matchLocalOperation(method: string, pathname: string): LocalOperation | null {
  const upper = method.toUpperCase();
  for (const { operation, pattern } of compiled) {
    if (operation.method === upper && pattern.test(pathname)) return operation;
  }
  return null;
}
