// POST /local/seed-demo (docs/local-api.md): the demo data loads into a workspace of its
// own, never beside a broker's real clients, so the host opens that workspace first and
// loads into it; only into an empty book (docs/decisions.md, "Demo data").
import { makeProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import { inTransaction } from '../../db/unit-of-work';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';
import type { Workspace } from './workspace';

export interface DemoControl {
  /** The demo workspace, opened first unless it is the one open. */
  demoWorkspace(): Promise<Workspace>;
  /** Records changed: the page and other tabs read again. */
  changed(): void;
}

async function loadDemo({ db, clock }: ServiceDeps) {
  // The demo's generator and airports are loaded only here: most books never ask for them.
  const [{ generateDemoOrganization }, { seedOrganization }] = await Promise.all([
    import('../../demo'),
    import('../../db/seed'),
  ]);
  const demo = generateDemoOrganization({ now: clock.now() });
  // The emptiness check and the load share one transaction: two clicks load once.
  return inTransaction(db, 'rw', db.tables, async (db) => {
    if ((await db.clients.count()) > 0) {
      throw new ProblemError(
        makeProblem('conflict', { detail: 'Demo data loads only into an empty client book' }),
      );
    }
    return seedOrganization(db, demo, clock);
  });
}

export function demoHandlers(control: DemoControl) {
  return {
    async seedDemo() {
      const workspace = await control.demoWorkspace();
      const loaded = await workspace.run(loadDemo);
      control.changed();
      return { loaded };
    },
  } satisfies Partial<LocalHandlers<'host'>>;
}
