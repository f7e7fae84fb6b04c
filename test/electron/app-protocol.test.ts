import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler } from '../../electron/app-protocol';
import { APP_CSP } from '../../electron/security';

let base: string;
let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'charter-desk-protocol-'));
  await mkdir(join(base, 'dist', 'assets'), { recursive: true });
  await writeFile(join(base, 'dist', 'index.html'), '<!doctype html><title>Charter Desk</title>');
  await writeFile(join(base, 'dist', 'assets', 'index.js'), 'console.log(1)');
  await writeFile(join(base, 'secret.txt'), 'outside the app');
  handle = createAppProtocolHandler({ root: join(base, 'dist') });
});

afterAll(() => rm(base, { recursive: true, force: true }));

const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

describe('app:// protocol', () => {
  it('serves index.html for / with the CSP header', async () => {
    const response = await get('app://charter-desk/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('Charter Desk');
  });

  it('serves scripts as JavaScript, which module scripts and workers require', async () => {
    const response = await get('app://charter-desk/assets/index.js');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    'app://charter-desk/missing.js',
    'app://charter-desk/assets',
    'app://charter-desk/..%2fsecret.txt',
    'app://charter-desk/%2e%2e/secret.txt',
    'app://other-host/index.html',
  ])('answers 404 to %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('outside the app');
  });

  it('answers HEAD without a body and refuses writes', async () => {
    const head = await get('app://charter-desk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('app://charter-desk/index.html', 'POST')).status).toBe(405);
  });
});
