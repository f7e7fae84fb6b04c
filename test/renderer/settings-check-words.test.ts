// What the check of a saved URL or key found, in a broker's words.
import { describe, expect, it } from 'vitest';
import { checkWords } from '../../renderer/settings/check-words';

const URL_SAVED = 'https://api.example.com/';

describe('checkWords', () => {
  it('connected says so with the allowance the remote reports', () => {
    const words = checkWords(
      {
        outcome: 'connected',
        keyed: true,
        allowance: { limit: 10_000, remaining: 9_876, reset_at: '2026-12-01T00:00:00.000Z' },
        limited: null,
      },
      URL_SAVED,
    );
    expect(words).toMatchObject({ tone: 'ok' });
    expect(words.title).toMatch(/^Connected: the remote accepts this key/);
    expect(words.detail).toMatch(/^9,876 of 10,000 requests left this month/);
  });

  it('a URL checked before its key asks for the key', () => {
    const words = checkWords(
      { outcome: 'connected', keyed: false, allowance: null, limited: null },
      URL_SAVED,
    );
    expect(words.detail).toBe('Enter its API key next.');
  });

  it('rejected, unreachable and not the API each say what to check', () => {
    const rejected = { outcome: 'rejected', cause: 'key', status: 401, detail: null } as const;
    expect(checkWords(rejected, URL_SAVED)).toMatchObject({ tone: 'warn' });
    expect(checkWords(rejected, URL_SAVED).title).toMatch(/^Rejected: the remote does not accept/);
    expect(checkWords({ ...rejected, cause: 'scope', status: 403 }, URL_SAVED).title).toMatch(
      /may only read/,
    );
    expect(
      checkWords({ outcome: 'unreachable', detail: 'fetch failed (ECONNREFUSED)' }, URL_SAVED),
    ).toMatchObject({ title: 'Unreachable: no answer from api.example.com.', tone: 'warn' });
    expect(
      checkWords({ outcome: 'not_api', status: 200, content_type: 'text/html' }, URL_SAVED).title,
    ).toMatch(/^Not the Charter API: .*a web page, HTTP 200/);
    expect(checkWords({ outcome: 'offline' }, URL_SAVED).title).toMatch(/offline/);
  });
});
