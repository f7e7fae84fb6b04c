// The desktop harness's stand-ins for Electron (test/support/desktop-harness/): safeStorage
// encrypts for real, net.fetch's failures to connect carry Chromium's names, and the app is
// served by main's app:// handler with its headers, nothing outside dist/.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_CSP } from '../../electron/security';
import { serveApp } from '../support/desktop-harness/app-server';
import { netFetch } from '../support/desktop-harness/net-fetch';
import { harnessSafeStorage } from '../support/desktop-harness/safe-storage';

describe('the safeStorage stand-in', () => {
  it('encrypts with its own key, fresh each time, and refuses a changed text', () => {
    const storage = harnessSafeStorage();
    const sealed = storage.encryptString('ck_secret_key');
    expect(sealed.includes('ck_secret_key')).toBe(false);
    expect(storage.encryptString('ck_secret_key').equals(sealed)).toBe(false);
    expect(storage.decryptString(sealed)).toBe('ck_secret_key');
    expect(() => harnessSafeStorage().decryptString(sealed)).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => storage.decryptString(changed)).toThrow();
  });

  it('reports the backend it was given', () => {
    expect(harnessSafeStorage('basic_text').getSelectedStorageBackend?.()).toBe('basic_text');
  });
});

describe('the net.fetch stand-in', () => {
  it('names a refused connection as Chromium does, and passes answers through', async () => {
    const server = createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(await (await netFetch(url, {})).text()).toBe('ok');
    await new Promise((resolve) => server.close(resolve));
    await expect(netFetch(url, {})).rejects.toThrow(/^net::ERR_CONNECTION_REFUSED$/);
  });
});

describe('the app server', () => {
  it('serves dist/ through main’s handler, with the shell’s CSP, and nothing outside it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'charter-app-'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title>');
    const app = await serveApp(join(root));
    try {
      const page = await fetch(app.entryUrl);
      expect(await page.text()).toContain('<title>app</title>');
      expect(page.headers.get('content-security-policy')).toBe(APP_CSP);
      const origin = new URL(app.entryUrl).origin;
      expect((await fetch(`${origin}/%2e%2e/${root.split('/').at(-1)}/index.html`)).status).toBe(
        404,
      );
      expect((await fetch(app.entryUrl, { method: 'POST' })).status).toBe(405);
      expect(app.appUrlOf(`${origin}/index.html#/clients`)).toBe(
        'app://charter-desk/index.html#/clients',
      );
      expect(app.appUrlOf('about:blank')).toBe('about:blank');
      expect(app.appUrlOf('http://127.0.0.1:9/index.html')).toBe('http://127.0.0.1:9/index.html');
    } finally {
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
