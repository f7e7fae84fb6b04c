// Every /local/ operation the host answers itself (shared/rpc/local/operations.ts): the
// settings, sync, the outbox, the findings and the demo data, acting on whichever workspace
// is open. A module of its own, loaded as the host starts: the worker's first module holds
// only what opening the workspace and answering its reads need.
import { Hono } from 'hono';
import { answerWithProblems } from '../../service/app';
import { routeLocalOperations, type LocalHandlers } from '../serving/local-routes';
import { settingsHandlers, type SettingsControl } from '../settings/settings-handlers';
import { findingsHandlers } from '../sync/findings-handlers';
import { outboxHandlers } from '../sync/outbox-handlers';
import type { SyncControl } from '../sync/sync-control';
import { syncHandlers } from '../sync/sync-handlers';
import { demoHandlers, type DemoControl } from '../workspace/demo-handlers';

export type HostControl = SettingsControl & SyncControl & DemoControl;

export function hostApp(control: HostControl): Hono {
  const handlers: LocalHandlers<'host'> = {
    ...settingsHandlers(control),
    ...syncHandlers(control),
    ...outboxHandlers(control),
    ...findingsHandlers(control),
    ...demoHandlers(control),
  };
  return routeLocalOperations(answerWithProblems(new Hono(), 'app host'), 'host', handlers);
}
