// Test controls under /_sim/ (no API key; not part of /v1): the clock, fault injection, the
// request log, and the operator's side of an RFQ. See docs/remote-api.md.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { dateTime, fieldErrorsFromIssues, makeProblem, validationProblem } from '../../shared/api';
import { jsonResponse, problemResponse } from '../../shared/service/http';
import type { ServiceDeps } from '../../shared/service/deps';
import { ProblemError } from '../../shared/service/problem-error';
import {
  declineInput,
  declineRfq,
  operatorMessageInput,
  postOperatorMessage,
  quoteInput,
  quoteRfq,
  viewRfq,
} from '../../shared/service/rfqs/operator-actions';
import type { SimClock } from './clock';
import { faultSettings, type Faults } from './faults';
import type { Organization } from './organizations';
import type { RemoteEnv, RequestLog } from './request-log';

export interface SimOptions {
  clock: SimClock;
  faults: Faults;
  log: RequestLog;
  organizations: Organization[];
}

const clockChange = z.strictObject({
  set: dateTime.optional(),
  advance_ms: z.int().optional(),
  frozen: z.boolean().optional(),
});
const logQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

/** A JSON body checked against `schema`, or the 422 naming every field at fault. */
async function readBody<T extends z.ZodType>(c: Context, schema: T) {
  const text = await c.req.text();
  let input: unknown = {};
  try {
    if (text.trim() !== '') input = JSON.parse(text);
  } catch {
    const error = { field: 'body', code: 'invalid_json', message: 'The body is not valid JSON' };
    return { error: problemResponse(validationProblem([error])) } as const;
  }
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as z.output<T> } as const;
  return { error: problemResponse(validationProblem(fieldErrorsFromIssues(result.error.issues))) };
}

export function simRoutes({ clock, faults, log, organizations }: SimOptions): Hono<RemoteEnv> {
  const sim = new Hono<RemoteEnv>();

  sim.get('/clock', () => jsonResponse(200, clock.state()));
  sim.post('/clock', async (c) => {
    const body = await readBody(c, clockChange);
    if (body.error) return body.error;
    // In this order, so `{set, advance_ms}` means "from that instant, this much later".
    if (body.data.set !== undefined) clock.set(new Date(body.data.set));
    if (body.data.advance_ms !== undefined) clock.advance(body.data.advance_ms);
    if (body.data.frozen !== undefined) clock.setFrozen(body.data.frozen);
    return jsonResponse(200, clock.state());
  });

  sim.get('/faults', () => jsonResponse(200, faults.settings()));
  sim.put('/faults', async (c) => {
    const body = await readBody(c, faultSettings);
    if (body.error) return body.error;
    faults.configure(body.data);
    return jsonResponse(200, faults.settings());
  });

  sim.get('/requests', (c) => {
    const query = logQuery.safeParse(c.req.query());
    if (!query.success) {
      return problemResponse(validationProblem(fieldErrorsFromIssues(query.error.issues)));
    }
    return jsonResponse(200, { items: log.entries(query.data.limit) });
  });

  /** Runs an operator action in whichever organization holds the RFQ (id or link token). */
  async function onRfq(ref: string, status: number, act: (deps: ServiceDeps) => Promise<unknown>) {
    for (const organization of organizations) {
      try {
        return jsonResponse(status, await act(organization.deps));
      } catch (error) {
        if (!(error instanceof ProblemError)) throw error;
        if (error.problem.status !== 404) return problemResponse(error.problem, error.headers);
      }
    }
    return problemResponse(makeProblem('not_found', { detail: `No RFQ with id or link ${ref}` }));
  }

  function operatorAction<T extends z.ZodType>(
    action: string,
    schema: T,
    status: number,
    act: (deps: ServiceDeps, ref: string, input: z.output<T>) => Promise<unknown>,
  ) {
    sim.post(`/rfqs/:ref/${action}`, async (c) => {
      const body = await readBody(c, schema);
      if (body.error) return body.error;
      const ref = c.req.param('ref');
      return onRfq(ref, status, (deps) => act(deps, ref, body.data));
    });
  }
  operatorAction('view', z.strictObject({}), 200, (deps, ref) => viewRfq(deps, ref));
  operatorAction('quote', quoteInput, 200, quoteRfq);
  operatorAction('decline', declineInput, 200, declineRfq);
  operatorAction('messages', operatorMessageInput, 201, postOperatorMessage);

  return sim;
}
