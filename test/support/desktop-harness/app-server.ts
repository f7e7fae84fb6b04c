// The built renderer served to the harness's Chromium by main's own app:// handler
// (electron/app-protocol.ts), behind a Node HTTP server on 127.0.0.1: each request is asked of
// the handler as the app:// URL it stands for, and answered with its body and headers (the
// shell's CSP among them). The server's origin stands in for app://charter-desk.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppProtocolHandler } from '../../../electron/app-protocol';
import { APP_ENTRY_URL } from '../../../electron/security';

// app: is no special scheme to URL, whose `origin` is then "null": spelled out instead.
const entry = new URL(APP_ENTRY_URL);
const APP_ORIGIN = `${entry.protocol}//${entry.host}`;

export interface AppServer {
  /** The app's entry page, as the harness's Chromium opens it. */
  entryUrl: string;
  /** The app:// URL a page URL of this server stands for; any other URL as it is. */
  appUrlOf(url: string): string;
  close(): Promise<void>;
}

export async function serveApp(root: string): Promise<AppServer> {
  const handler = createAppProtocolHandler({ root });
  const server = createServer((request, response) => {
    const asked = new Request(`${APP_ORIGIN}${request.url ?? '/'}`, { method: request.method });
    handler(asked)
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => response.writeHead(500).end(String(error)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    entryUrl: `${origin}${entry.pathname}`,
    appUrlOf(url) {
      const parsed = new URL(url);
      return parsed.origin === origin
        ? `${APP_ORIGIN}${parsed.pathname}${parsed.search}${parsed.hash}`
        : url;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
