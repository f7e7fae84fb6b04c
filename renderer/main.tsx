// The page's entry: starts the app's worker at once, then loads the app itself (boot.tsx)
// as a chunk of its own, so the worker starts before React and the screens are parsed.
import { startServiceWorker } from './service/service-worker-start';

const started = startServiceWorker();
void import('./boot').then(({ boot }) => boot(started));
