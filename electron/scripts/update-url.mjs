// The desktop app's update URL, given at build time: `CHARTER_DESK_UPDATE_URL=https://...
// npm run dist`. electron-builder's publish settings name it as a generic server (it writes
// the update metadata beside the installers for that server), and main's bundle carries it
// (electron/updater.ts checks it). None by default: a build without it checks nothing.

/** The update URL `env` gives, ending in `/`, or null; anything but https is refused. */
export function updateUrlFrom(env) {
  const text = env.CHARTER_DESK_UPDATE_URL?.trim();
  if (!text) return null;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`CHARTER_DESK_UPDATE_URL is not a URL: ${text}`);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
    throw new Error('CHARTER_DESK_UPDATE_URL must be an https URL without credentials, ? or #');
  }
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** electron-builder's arguments publishing to `url` (a generic server); none without one. */
export function publishArgs(url) {
  return url === null ? [] : ['-c.publish.provider=generic', `-c.publish.url=${url}`];
}
