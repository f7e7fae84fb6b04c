// The local /v1 service in a dedicated module worker: IndexedDB lives in Chromium contexts
// only, and a worker keeps database work off the UI thread. The worker only forwards.
import { serveOverPort } from '../../shared/rpc/server';
import { createLocalService } from '../../shared/host/local-service';

serveOverPort(self, createLocalService({}));
