// Every response gets an X-Request-Id, and the last requests are kept, as the spec's
// dashboard keeps them (route, status, response time, request id, the fields a 422 names).
// Tests read it at GET /_sim/requests.
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { PROBLEM_CONTENT_TYPE, REQUEST_ID_HEADER, problem } from '../../shared/api';
import type { Clock } from '../../shared/encoding/clock';
import { withHeaders } from '../../shared/service/http';
import type { FaultKind } from './faults';

/** What the /v1 gateway learned about a request, for its log line. */
export interface Trace {
  organization: string | null;
  operation: string | null;
  /** Whether the request ended up counting against the organization's allowance. */
  counted: boolean;
  fault: FaultKind | null;
}

export type RemoteEnv = { Bindings: HttpBindings; Variables: { trace: Trace } };

export interface LogEntry extends Trace {
  request_id: string;
  at: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  problem_type: string | null;
  /** For a 422: the field paths it names. */
  fields: string[];
}

export interface RequestLog {
  middleware: MiddlewareHandler<RemoteEnv>;
  /** Newest first. */
  entries(limit?: number): LogEntry[];
}

const KEEP = 1_000;
export { REQUEST_ID_HEADER };

async function problemOf(response: Response) {
  if (!response.headers.get('Content-Type')?.startsWith(PROBLEM_CONTENT_TYPE)) return null;
  const parsed = problem.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  return parsed.success ? parsed.data : null;
}

export function createRequestLog(clock: Clock): RequestLog {
  const entries: LogEntry[] = [];
  return {
    middleware: async (c, next) => {
      const requestId = crypto.randomUUID();
      const started = performance.now();
      const at = clock.now().toISOString();
      c.set('trace', { organization: null, operation: null, counted: false, fault: null });
      await next();
      c.res = withHeaders(c.res, { [REQUEST_ID_HEADER]: requestId });
      const body = await problemOf(c.res);
      entries.unshift({
        request_id: requestId,
        at,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        duration_ms: Math.round(performance.now() - started),
        ...c.get('trace'),
        problem_type: body?.type ?? null,
        fields: body?.errors?.map((error) => error.field) ?? [],
      });
      if (entries.length > KEEP) entries.length = KEEP;
    },
    entries: (limit = KEEP) => entries.slice(0, limit),
  };
}
