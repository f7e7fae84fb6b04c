// Serves dist/ under app://charter-desk/ with the CSP header: a privileged standard scheme
// gives the page a stable origin for IndexedDB without file:// and its wide privileges.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { APP_CSP, isAppUrl, resolveInside } from './security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface AppProtocolOptions {
  root: string;
  read?: (file: string) => Promise<Uint8Array>;
}

function status(code: number, text: string): Response {
  return new Response(text, { status: code, headers: { 'Content-Type': 'text/plain' } });
}

export function createAppProtocolHandler({ root, read = readFile }: AppProtocolOptions) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return status(405, 'Method not allowed');
    const file = isAppUrl(request.url) ? resolveInside(root, new URL(request.url).pathname) : null;
    if (!file) return status(404, 'Not found');
    let body: Uint8Array;
    try {
      body = await read(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR')
        return status(404, 'Not found');
      throw error;
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': APP_CSP,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
