// The page's entry: starts the local service's worker at once, then loads the app itself
// (boot.tsx) as a chunk of its own, so the worker starts before React and the screens are
// parsed.
import { startLocalService } from './connection/start-local-service';

const started = startLocalService();
void import('./boot').then(({ boot }) => boot(started));
