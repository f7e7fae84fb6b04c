// `npm start` when its ports are taken (started twice): one plain line for each busy port,
// exit code 1, and no stack trace.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

function occupy(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () =>
      resolve((server.address() as AddressInfo).port),
    );
    servers.push(server);
  });
}

describe('npm start with its ports taken', () => {
  it('says which port is busy, in one line each, and stops without a stack trace', async () => {
    const [appPort, remotePort] = await Promise.all([occupy(), occupy()]);
    const child = spawn(process.execPath, ['electron/scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(appPort), REMOTE_PORT: String(remotePort) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      `Remote API: port ${remotePort} is in use (is Charter Desk already running? set REMOTE_PORT to use another).`,
      `App: port ${appPort} is in use (is Charter Desk already running at http://127.0.0.1:${appPort}/ ? set PORT to use another).`,
    ]);
  });
});
