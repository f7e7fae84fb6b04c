// The layer rules of eslint.config.js, applied to code that breaks them: a wrong import
// must fail `npm run lint` (and so `npm test`), not just look wrong in review.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

const IMPORT_RULES = ['no-restricted-imports', 'charter/floors'];

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => IMPORT_RULES.includes(m.ruleId ?? '')).length;
}

describe('layer boundaries', () => {
  it.each([
    ['shared/service/x.ts', "import { readFileSync } from 'node:fs';"],
    ['shared/service/x.ts', "import path from 'path';"],
    ['shared/service/x.ts', "import { app } from 'electron';"],
    ['shared/service/x.ts', "import { useState } from 'react';"],
    ['shared/service/x.ts', "import { x } from '../../renderer/state/app-store';"],
    ['renderer/clients/x.tsx', "import { ipcRenderer } from 'electron';"],
    ['renderer/clients/x.tsx', "import { spawn } from 'node:child_process';"],
    ['renderer/clients/x.tsx', "import { x } from '../../electron/security';"],
    ['electron/x.ts', "import { x } from '../renderer/state/app-store';"],
    // Floors inside shared/: never up.
    ['shared/api/x.ts', "import { x } from '../search/fold';"],
    ['shared/pagination/x.ts', "import { x } from '../service/http';"],
    ['shared/search/x.ts', "import { x } from '../db/rows';"],
    ['shared/db/x.ts', "import { x } from '../service/deps';"],
    ['shared/db/index-upkeep/x.ts', "export { x } from '../../service/deps';"],
    ['shared/service/x.ts', "import { x } from '../host/app-host/app-host';"],
    ['shared/demo/x.ts', "const x = import('../host/local-routes');"],
    ['shared/newfolder/x.ts', "import { x } from '../api';"],
    ['shared/sync/x.ts', "import { x } from '../host/app-host/app-host';"],
    ['shared/rpc/x.ts', "import { x } from '../sync/transport';"],
    ['shared/export/x.ts', "import { x } from '../db/rows';"],
    ['shared/export/x.ts', "import { useState } from 'react';"],
    // Floors inside renderer/: never up, and a feature never into another beside it (what
    // both need moves down a floor).
    ['renderer/clients/x.tsx', "import { x } from '../trips/use-trip';"],
    ['renderer/trips/thread/x.tsx', "import { x } from '../../clients/list/list-state';"],
    ['renderer/settings/x.ts', "export { x } from '../sync/status-words';"],
    ['renderer/sync/x.tsx', "const x = import('../settings/SettingsScreen');"],
    ['renderer/clients/list/x.tsx', "import { x } from '../../app/shortcuts';"],
    ['renderer/navigation/x.tsx', "import { x } from '../app/app-routes';"],
    ['renderer/ui/x.tsx', "import { x } from '../clients/form/form-errors';"],
    ['renderer/connection/x.ts', "import { x } from '../ui/toasts';"],
    ['renderer/desktop.ts', "import { x } from './connection/results';"],
    ['renderer/worker/x.ts', "import { x } from '../boot';"],
    ['renderer/newfolder/x.ts', "import { x } from '../ui/format';"],
    // The page reads shared/ up to its pure logic and protocols: never the worker's code.
    ['renderer/clients/x.tsx', "import { x } from '../../shared/db/database';"],
    ['renderer/trips/x.tsx', "import { x } from '../../shared/service/rfqs/rfq-lifecycle';"],
    ['renderer/app/x.ts', "import { x } from '../../shared/sync/pull/rounds';"],
    ['renderer/connection/x.ts', "import { x } from '../../shared/sync/transport/relay';"],
    ['renderer/desktop.ts', "import { x } from '../shared/host/start/worker-host';"],
    ['renderer/main.tsx', "const x = import('../shared/db/database');"],
    // Nor the database's library itself: Dexie is the worker's, never in the page's chunks.
    ['renderer/clients/x.tsx', "import { Dexie as x } from 'dexie';"],
    ['renderer/trips/x.tsx', "const x = import('dexie');"],
    // Floors inside a member: shared/sync's, pull's inside them, shared/db's, shared/host's,
    // renderer/clients'.
    ['shared/sync/policy/x.ts', "import { x } from '../engine/loop';"],
    ['shared/sync/transport/x.ts', "import { x } from '../outbox/journal';"],
    ['shared/sync/pull/x.ts', "import { x } from '../push/land';"],
    ['shared/sync/pull/merge/x.ts', "import { x } from '../plan/planner';"],
    ['shared/sync/pull/findings/x.ts', "import { x } from '../kinds';"],
    ['shared/sync/pull/targets.ts', "import { x } from './rounds';"],
    ['shared/sync/newfolder/x.ts', "import { x } from '../policy/budget';"],
    ['renderer/clients/detail/x.tsx', "import { x } from '../form/ConsentFields';"],
    ['renderer/clients/export/x.ts', "import { x } from '../list/list-state';"],
    ['renderer/clients/list/x.tsx', "import { x } from '../ClientsLayout';"],
    ['shared/db/rfq-history/x.ts', "import type { x } from '../database';"],
    ['shared/db/rows.ts', "import { x } from './rfq-history/history';"],
    ['shared/host/serving/x.ts', "import { x } from '../workspace/workspace-handlers';"],
    ['shared/host/inbox/x.ts', "import { x } from '../trip-screen/thread-state';"],
    ['shared/host/workspace/x.ts', "import { x } from '../app-host/app-host';"],
  ])('%s may not %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const used = [x];\n`)).toBeGreaterThan(0);
  });

  it.each([
    ['shared/service/x.ts', "import { x } from './http';"],
    ['shared/service/x.ts', "import { z } from 'zod';"],
    ['renderer/clients/x.tsx', "import { x } from '../../shared/api';"],
    ['electron/x.ts', "import { x } from '../shared/rpc/worker-protocol';"],
    ['shared/db/x.ts', "import { x } from '../search/fold';"],
    ['shared/service/x.ts', "import { x } from '../db/database';"],
    ['shared/host/x.ts', "import { x } from '../service/app';"],
    ['shared/pagination/x.ts', "import { x } from '../api';"],
    ['shared/sync/x.ts', "import { x } from '../rpc/remote-relay';"],
    ['shared/export/x.ts', "import { x } from '../api';"],
    ['renderer/clients/export/x.ts', "import { x } from '../../../shared/export/csv';"],
    ['renderer/clients/form/x.tsx', "import { x } from '../detail/use-client-detail';"],
    ['renderer/trips/thread/x.tsx', "import { x } from '../rfq-rows';"],
    ['renderer/trips/x.tsx', "import { x } from '../ui/client-labels';"],
    ['renderer/sync/x.tsx', "import { x } from '../navigation/router';"],
    ['renderer/ui/x.tsx', "import { x } from '../connection/results';"],
    ['renderer/app/x.ts', "import { x } from '../settings/routes';"],
    ['renderer/main.tsx', "const x = import('./boot');"],
    ['renderer/trips/x.tsx', "import { x } from '../../shared/rules/rfq-states';"],
    ['renderer/connection/x.ts', "import { x } from '../../shared/rpc/remote-relay-page';"],
    // The Web Worker's entry is the one page file that hosts the worker's code.
    ['renderer/worker/x.ts', "import { x } from '../../shared/host/start/worker-host';"],
    ['renderer/worker/x.ts', "import { Dexie as x } from 'dexie';"],
    ['shared/sync/push/x.ts', "import { x } from '../pull/kinds';"],
    ['shared/sync/engine/x.ts', "import { x } from '../policy/budget';"],
    ['shared/sync/pull/plan/x.ts', "import { x } from '../merge/merge-clients';"],
    ['shared/sync/pull/kinds/x.ts', "import { x } from '../rounds';"],
    ['shared/sync/pull/x.ts', "import { x } from '../sync-state';"],
    ['renderer/clients/form/x.tsx', "import { x } from '../detail/consent-record';"],
    ['renderer/clients/list/x.tsx', "import { x } from '../export/ExportButton';"],
    ['shared/db/inbox-upkeep/x.ts', "import { x } from '../rfq-history/history';"],
    ['shared/host/trip-list/x.ts', "import { x } from '../trip-screen/thread-state';"],
    ['shared/host/start/x.ts', "import { x } from '../app-host/app-host';"],
  ])('%s may %s', async (file, code) => {
    expect(await restrictedImports(file, `${code}\nexport const used = [x];\n`)).toBe(0);
  });
});
