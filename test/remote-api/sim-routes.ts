// Test controls under /_sim/ (no API key; not part of /v1): the clock, fault injection, the
// request log, and the operator's side of an RFQ. See docs/remote-api.md.
import { Hono } from 'hono';
import { z } from 'zod';
import { dateTime, makeProblem } from '../../shared/api';
import { jsonResponse, readRequest } from '../../shared/service/http';
import type { ServiceDeps } from '../../shared/service/deps';
import { ProblemError } from '../../shared/api/problem-error';
import {
  declineInput,
  declineRfq,
  operatorMessageInput,
  postOperatorMessage,
  quoteInput,
  quoteRfq,
  viewRfq,
} from '../../shared/service/rfqs/operator-actions';
import type { SimClock } from './sim-clock';
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

// Requests are read with the service's own readRequest: a bad one throws the same 422
// problem as /v1, answered by the server's error handler.
export function simRoutes({ clock, faults, log, organizations }: SimOptions): Hono<RemoteEnv> {
  const sim = new Hono<RemoteEnv>();

  sim.get('/clock', () => jsonResponse(200, clock.state()));
  sim.post('/clock', async (c) => {
    const { body } = await readRequest(c, { body: clockChange });
    // In this order, so `{set, advance_ms}` means "from that instant, this much later".
    if (body.set !== undefined) clock.set(new Date(body.set));
    if (body.advance_ms !== undefined) clock.advance(body.advance_ms);
    if (body.frozen !== undefined) clock.setFrozen(body.frozen);
    return jsonResponse(200, clock.state());
  });

  sim.get('/faults', () => jsonResponse(200, faults.settings()));
  sim.put('/faults', async (c) => {
    const { body } = await readRequest(c, { body: faultSettings });
    faults.configure(body);
    return jsonResponse(200, faults.settings());
  });

  sim.get('/requests', async (c) => {
    const { query } = await readRequest(c, { query: logQuery });
    return jsonResponse(200, { items: log.entries(query.limit) });
  });

  /** Runs an operator action in whichever organization holds the RFQ (id or link token). */
  async function onRfq<T>(ref: string, act: (deps: ServiceDeps) => Promise<T>): Promise<T> {
    for (const organization of organizations) {
      try {
        return await act(organization.deps);
      } catch (error) {
        if (!(error instanceof ProblemError) || error.problem.status !== 404) throw error;
      }
    }
    throw new ProblemError(makeProblem('not_found', { detail: `No RFQ with id or link ${ref}` }));
  }

  sim.post('/rfqs/:ref/view', async (c) => {
    const ref = c.req.param('ref');
    return jsonResponse(200, await onRfq(ref, (deps) => viewRfq(deps, ref)));
  });
  sim.post('/rfqs/:ref/quote', async (c) => {
    const { body } = await readRequest(c, { body: quoteInput });
    const ref = c.req.param('ref');
    return jsonResponse(200, await onRfq(ref, (deps) => quoteRfq(deps, ref, body)));
  });
  sim.post('/rfqs/:ref/decline', async (c) => {
    const { body } = await readRequest(c, { body: declineInput });
    const ref = c.req.param('ref');
    return jsonResponse(200, await onRfq(ref, (deps) => declineRfq(deps, ref, body)));
  });
  sim.post('/rfqs/:ref/messages', async (c) => {
    const { body } = await readRequest(c, { body: operatorMessageInput });
    const ref = c.req.param('ref');
    return jsonResponse(201, await onRfq(ref, (deps) => postOperatorMessage(deps, ref, body)));
  });

  return sim;
}
