// The shell's security decisions, pure so they are unit-tested in Node: which URLs are ours,
// which files the app:// protocol may serve, which IPC senders main answers. (Which remote
// URLs may receive the API key: remote-url.ts.) Nothing here imports Electron.
import { isAbsolute, relative, resolve, sep } from 'node:path';

export const APP_SCHEME = 'app';
const APP_HOST = 'charter-desk';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * The header policy of every app:// response. Stricter than the page's <meta> one:
 * in the desktop app remote calls go through main, so the page and its worker reach
 * nothing but their own origin.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  // data: for the broker's logo, kept in the workspace as a PNG or JPEG data URL.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** The file under `root` that an app:// path names, or null when it would leave `root`. */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const wanted = decoded.replace(/^\/+/, '') || 'index.html';
  const base = resolve(root);
  const target = resolve(base, wanted);
  const inside = relative(base, target);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return null;
  }
  return target;
}

export interface SenderFrameLike {
  url: string;
  parent: unknown;
}

/** IPC is answered only for our own page's main frame, never a sub-frame or other origin. */
export function isTrustedSender(frame: SenderFrameLike | null | undefined): boolean {
  return frame != null && frame.parent === null && isAppUrl(frame.url);
}

/** Every window's web preferences (docs/decisions.md, Electron's security checklist). */
export function secureWebPreferences(preload: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    webviewTag: false,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
  } as const;
}
