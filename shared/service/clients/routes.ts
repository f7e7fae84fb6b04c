// Operations 7-11 of the spec: search, create, read, update and delete clients.
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import type { ServiceDeps } from '../deps';
import type { OperationHandlers } from '../operation-routes';
import { readClientDetail } from './detail';
import { searchClients } from './client-search';
import { createClient, deleteClient, updateClient } from './writes';

type ClientOperation =
  'searchClients' | 'createClient' | 'getClient' | 'updateClient' | 'deleteClient';

export function clientHandlers(deps: ServiceDeps): Pick<OperationHandlers, ClientOperation> {
  const live = liveIndexOf(deps.db);
  return {
    searchClients: ({ query }) => searchClients(deps, live, query),
    createClient: ({ body }, unit) => createClient(unit, body),
    getClient: ({ params }) => readClientDetail(deps, params.id),
    updateClient: ({ params, body }, unit) => updateClient(unit, params.id, body),
    deleteClient: ({ params }, unit) => deleteClient(unit, params.id),
  };
}
