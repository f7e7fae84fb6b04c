// What a call to the remote may fail with, short of an answer: both transports throw these,
// the Electron relay carries them between the worker and the page (remote-relay.ts's
// `network` and `no_key`), and sync's classifier tells them apart from the app's own faults.

/**
 * No answer came: the request may or may not have reached the remote. Distinct from any
 * other error, which is a fault of the app (a bug, a missing key) and not worth a retry.
 */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** Nothing was sent: main keeps no key for the remote (the desktop shell). Sync waits for one. */
export class MissingKeyError extends Error {
  override name = 'MissingKeyError';
}
