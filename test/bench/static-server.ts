// A tiny static file server for the built bench page (and the built app), on 127.0.0.1 and a free port, with
// the few POST routes the page needs of the Node process (moving the remote's clock, which
// refuses web pages).
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export type PostRoute = (body: string) => Promise<void>;

async function answerPost(route: PostRoute, request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    await route(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(204).end();
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}

/**
 * Served with them, a page is cross-origin isolated: its workers' clocks then tick in
 * microseconds, not the tenth of a millisecond they are coarsened to otherwise.
 */
const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

export async function serveDirectory(
  root: string,
  posts: Record<string, PostRoute> = {},
  { isolated = false } = {},
): Promise<{ url: string; close(): void }> {
  const server: Server = createServer((request, response) => {
    const route = request.method === 'POST' ? posts[request.url ?? ''] : undefined;
    if (route) {
      void answerPost(route, request, response);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (content) => {
        response.writeHead(200, {
          'Content-Type': types[extname(file)] ?? 'application/octet-stream',
          ...(isolated ? ISOLATION_HEADERS : {}),
        });
        response.end(content);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
