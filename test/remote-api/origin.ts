// What the remote takes as a web origin: the app origins its CORS allows (server.ts) and the
// command line's --app-origin (cli-options.ts).

/** An origin as a browser sends it: scheme, host and port only, e.g. http://127.0.0.1:4174. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
