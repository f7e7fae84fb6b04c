import { describe, expect, it } from 'vitest';
import { normalizeRemoteUrl, remoteRequestUrl } from '../../shared/rpc/remote-url';

describe('normalizeRemoteUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com/'],
    ['https://api.example.com/', 'https://api.example.com/'],
    ['https://api.example.com/base', 'https://api.example.com/base/'],
    ['https://api.example.com/base/', 'https://api.example.com/base/'],
    ['HTTPS://API.Example.com:443/a/../base', 'https://api.example.com/base/'],
    ['https://api.example.com:8443/base', 'https://api.example.com:8443/base/'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787/'],
    ['http://localhost:8787/remote', 'http://localhost:8787/remote/'],
    ['http://[::1]:8787', 'http://[::1]:8787/'],
  ])('keeps %s as %s', (text, base) => expect(normalizeRemoteUrl(text)).toBe(base));

  it.each([
    // `new URL` drops an empty query or fragment: these would otherwise pass as clean.
    'https://api.example.com/base/?',
    'https://api.example.com/base/#',
    'https://api.example.com?',
    'https://api.example.com#',
    'https://api.example.com/?x=1',
    'https://api.example.com/#v1',
    'https://user:pw@api.example.com',
    'https://user@api.example.com',
    'https://:pw@api.example.com',
    'http://api.example.com',
    'http://localhost.evil.example',
    'ftp://api.example.com',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %s', (text) => expect(normalizeRemoteUrl(text)).toBeNull());
});

describe('remoteRequestUrl', () => {
  it.each([
    ['https://api.example.com/', '/v1/clients', 'https://api.example.com/v1/clients'],
    [
      'https://api.example.com/',
      '/v1/clients?limit=5&q=a%20b',
      'https://api.example.com/v1/clients?limit=5&q=a%20b',
    ],
    [
      'https://api.example.com/broker/',
      '/v1/clients?limit=5',
      'https://api.example.com/broker/v1/clients?limit=5',
    ],
    [
      'https://api.example.com/a/b/',
      '/v1/rfqs/r1/messages',
      'https://api.example.com/a/b/v1/rfqs/r1/messages',
    ],
    ['http://127.0.0.1:8787/', '/v1/clients/c1', 'http://127.0.0.1:8787/v1/clients/c1'],
  ])('under %s sends %s to %s', (base, path, url) =>
    expect(remoteRequestUrl(base, path)).toBe(url),
  );

  it.each([
    ['https://api.example.com/broker/', '/v1/../admin'],
    ['https://api.example.com/broker/', '/v1/../../v1/clients'],
    ['https://api.example.com/broker/', '/v1/%2e%2e/admin'],
    ['https://api.example.com/broker/', '/v1/..\\..\\admin'],
    ['https://api.example.com/', '/_sim/clock'],
    ['https://api.example.com/', '//evil.example/v1/clients'],
  ])('under %s refuses %s', (base, path) => expect(remoteRequestUrl(base, path)).toBeNull());
});
