import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isAppUrl,
  isTrustedSender,
  resolveInside,
  secureWebPreferences,
} from '../../electron/security';

describe('isAppUrl', () => {
  it.each([
    ['app://charter-desk/index.html', true],
    ['app://charter-desk/', true],
    ['app://other/index.html', false],
    ['app://charter-desk.evil.example/', false],
    ['https://charter-desk/', false],
    ['file:///etc/passwd', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isAppUrl(url)).toBe(expected));
});

describe('resolveInside', () => {
  const root = resolve('/srv/app/dist');

  it('maps paths under the root, and / to index.html', () => {
    expect(resolveInside(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveInside(root, '/assets/index-1.js')).toBe(join(root, 'assets', 'index-1.js'));
    expect(resolveInside(root, '/assets/a%20b.css')).toBe(join(root, 'assets', 'a b.css'));
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2F..%2Fsecret.txt',
    '/%00index.html',
    '/%E0%A4%A',
  ])('refuses %s', (path) => expect(resolveInside(root, path)).toBeNull());

  it('refuses the root itself', () => expect(resolveInside(root, '/.')).toBeNull());
});

describe('isTrustedSender', () => {
  it('trusts only our main frame', () => {
    expect(isTrustedSender({ url: 'app://charter-desk/index.html', parent: null })).toBe(true);
    expect(isTrustedSender({ url: 'app://charter-desk/index.html', parent: {} })).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
  });
});

describe('secureWebPreferences', () => {
  it('turns every isolation on and every Node door off', () => {
    expect(secureWebPreferences('/p.cjs')).toMatchObject({
      preload: '/p.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
    });
  });
});
