// The /local/ table's entries for the workspace, its settings and book, the clients CSV export:
// one list per part of the app, joined into the table by operations.ts.
import { aircraftTypeList, bookStatus, clientTagsView, demoLoaded, operatorList } from '../book';
import {
  CLIENT_EXPORT_CONTENT_TYPE,
  clientExportHeaders,
  clientExportQuery,
  clientExportRelease,
} from '../client-export';
import { remoteCheck, settingsChange, settingsView } from '../settings';
import { syncStatus } from '../sync-status';
import { type LocalOperation } from '../local-operation';

export const workspaceOperations = [
  // The workspace and its settings.
  {
    id: 'settings',
    method: 'GET',
    path: '/local/settings',
    answeredBy: 'host',
    answer: { status: 200, json: settingsView },
  },
  {
    id: 'changeSettings',
    method: 'PUT',
    path: '/local/settings',
    answeredBy: 'host',
    body: settingsChange,
    answer: { status: 200, json: settingsView },
  },
  {
    id: 'checkRemote',
    method: 'POST',
    path: '/local/settings/check',
    answeredBy: 'host',
    answer: { status: 200, json: remoteCheck },
  },
  {
    id: 'noteCheck',
    method: 'POST',
    path: '/local/settings/checked',
    answeredBy: 'host',
    body: remoteCheck,
    answer: { status: 200, json: syncStatus },
  },
  {
    id: 'status',
    method: 'GET',
    path: '/local/status',
    answeredBy: 'workspace',
    answer: { status: 200, json: bookStatus },
  },
  {
    // The host opens the demo workspace (its own database) before loading into it.
    id: 'seedDemo',
    method: 'POST',
    path: '/local/seed-demo',
    answeredBy: 'host',
    answer: { status: 201, json: demoLoaded },
  },
  {
    id: 'clientTags',
    method: 'GET',
    path: '/local/client-tags',
    answeredBy: 'workspace',
    answer: { status: 200, json: clientTagsView },
  },
  {
    id: 'aircraftTypes',
    method: 'GET',
    path: '/local/aircraft-types',
    answeredBy: 'workspace',
    answer: { status: 200, json: aircraftTypeList },
  },
  {
    id: 'operators',
    method: 'GET',
    path: '/local/operators',
    answeredBy: 'workspace',
    answer: { status: 200, json: operatorList },
  },
  // The clients CSV export.
  {
    id: 'clientExport',
    method: 'GET',
    path: '/local/client-export',
    answeredBy: 'workspace',
    query: clientExportQuery,
    answer: {
      status: 200,
      bytes: { contentType: CLIENT_EXPORT_CONTENT_TYPE, headers: clientExportHeaders },
    },
  },
  {
    id: 'releaseClientExport',
    method: 'DELETE',
    path: '/local/client-export',
    answeredBy: 'workspace',
    query: clientExportRelease,
    answer: { status: 204 },
  },
] as const satisfies readonly LocalOperation[];
