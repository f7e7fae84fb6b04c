// Every /local/ operation a workspace answers (shared/rpc/local/operations.ts), over its own
// database: a missing one, or one it does not answer, is a compile error.
import type { ServiceDeps } from '../../service/deps';
import { clientExportHandlers, type ClientExportOptions } from '../client-export/export-handlers';
import { inboxHandlers } from '../inbox/inbox-handlers';
import { searchHandlers } from '../search/search-handlers';
import type { LocalHandlers } from '../serving/local-routes';
import { templateHandlers } from '../templates/template-handlers';
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
    ...searchHandlers(deps),
  };
}
