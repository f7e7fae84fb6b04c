// The /local/ routes as the table registers them: one 422 names every field at fault, path
// and body together; a fixed path segment is matched before a parameter; a path parameter
// the table bounds to some values refuses others. A handler map that misses an operation,
// or holds one the table does not give its answerer, does not compile.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import type { LocalHandlers } from '../../shared/host/serving/local-routes';
import { hostFixture } from './host-fixture';

type WorkspaceHandlers = LocalHandlers<'workspace'>;

/** Compiled, never run: what `tsc` refuses of a handler map. */
export function refusedMaps(all: WorkspaceHandlers, part: Omit<WorkspaceHandlers, 'trips'>) {
  // @ts-expect-error: the map misses `trips`.
  const missing: WorkspaceHandlers = { ...part };
  // @ts-expect-error: `settings` is the host's, not a workspace's.
  const foreign: WorkspaceHandlers = { ...all, settings: all.trips };
  // @ts-expect-error: `outbox` takes a query; its answer is no trip list.
  const mistyped = { outbox: all.trips } satisfies Partial<LocalHandlers<'host'>>;
  return [missing, foreign, mistyped];
}

const longId = 'x'.repeat(201);

describe('the /local/ routes from the table', () => {
  it('answers one 422 naming every field at fault, in the path and in the body', async () => {
    const fixture = await hostFixture();
    const response = await fixture.send('PUT', `/local/threads/${longId}/read`, {
      read_through: 'yesterday',
    });
    expect(response.status).toBe(422);
    const fields = problem.parse(await response.json()).errors?.map((error) => error.field);
    expect(fields).toEqual(['rfq_id', 'read_through']);
    await fixture.host.close();
  });

  it('takes a fixed segment before a parameter, and refuses an action the table lacks', async () => {
    const fixture = await hostFixture();
    const resolve = await fixture.send('POST', '/local/outbox/e-1/resolve', { choice: 'all' });
    expect(resolve.status).toBe(422);
    const resolveFields = problem.parse(await resolve.json()).errors?.map((e) => e.field);
    expect(resolveFields).toEqual(['field', 'choice']);

    const unknown = await fixture.send('POST', '/local/outbox/e-1/frobnicate');
    expect(unknown.status).toBe(422);
    expect(problem.parse(await unknown.json()).errors?.map((e) => e.field)).toEqual(['action']);

    // A known action reaches its handler: the local book has no outbox to act on.
    expect((await fixture.send('POST', '/local/outbox/e-1/retry')).status).toBe(409);
    await fixture.host.close();
  });
});
