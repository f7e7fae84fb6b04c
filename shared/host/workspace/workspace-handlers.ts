// Every /local/ operation a workspace answers (shared/rpc/local/operations.ts), over its own
// database: a missing one, or one it does not answer, is a compile error.
import type { ServiceDeps } from '../../service/deps';
import { backupHandlers } from '../backup/backup-handlers';
import { clientExportHandlers, type ClientExportOptions } from '../client-export/export-handlers';
import { inboxHandlers } from '../inbox/inbox-handlers';
import { needsYouHandlers } from '../needs-you/needs-you-handlers';
import { proposalHandlers } from '../proposal/proposal-handlers';
import { searchHandlers } from '../search/search-handlers';
import type { LocalHandlers } from '../serving/local-routes';
import { templateHandlers } from '../templates/template-handlers';
import { timelineHandlers } from '../timeline/timeline-handlers';
import { tripListHandlers } from '../trip-list/trip-list-handlers';
import { tripScreenHandlers } from '../trip-screen/trip-handlers';
import { bookHandlers } from './book-handlers';

export function workspaceHandlers(
  deps: ServiceDeps,
  exportOptions: ClientExportOptions,
): LocalHandlers<'workspace'> {
  return {
    ...bookHandlers(deps),
    ...clientExportHandlers(deps, exportOptions),
    ...tripListHandlers(deps),
    ...tripScreenHandlers(deps),
    ...inboxHandlers(deps),
    ...templateHandlers(deps),
    ...timelineHandlers(deps),
    ...backupHandlers(deps),
    ...needsYouHandlers(deps),
    ...proposalHandlers(deps),
    ...searchHandlers(deps),
  };
}
