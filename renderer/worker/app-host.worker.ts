// The Web Worker that hosts the local /v1 service and its sync engine (a dedicated module
// worker): IndexedDB lives in Chromium contexts only, and a worker keeps database and network
// work off the UI thread. The one file of renderer/ that imports the worker's code (shared/
// above its pure logic): the page imports the contract and pure rules only.
import { startWorkerHost } from '../../shared/host/start/worker-host';

// A host that cannot start is answered for by its port (503 with the reason), not here.
startWorkerHost(self).catch(() => undefined);
