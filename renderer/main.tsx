// The page's entry: starts the Web Worker (the local /v1 and sync) at once, then loads the
// app itself (boot.tsx) as a chunk of its own, so the worker starts before React and the
// screens are parsed. The desktop app's log hears of the page's errors from the first line on.
import { logErrorsToShell } from './app/error-log';
import { startWorker } from './connection/start-worker';

logErrorsToShell();
const started = startWorker();
void import('./boot').then(({ boot }) => boot(started));
