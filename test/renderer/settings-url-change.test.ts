// What the Settings screen says before a remote URL is saved, and where a refusal shows.
import { describe, expect, it } from 'vitest';
import { refusalOf, urlChangeNote } from '../../renderer/settings/url-change';
import { ProblemFailure } from '../../renderer/connection/results';

describe('urlChangeNote', () => {
  const current = 'https://api.example.com/v1base/';

  it('warns that another server clears the saved key', () => {
    expect(urlChangeNote(current, 'https://other.example.com/', true)).toMatch(
      /^https:\/\/other\.example\.com is another server: saving clears the key saved for https:\/\/api\.example\.com\./,
    );
  });

  it('says nothing when the key stays: same server, no key, the same URL, or an invalid one', () => {
    expect(urlChangeNote(current, 'https://api.example.com/other/', true)).toBeNull();
    expect(urlChangeNote(current, 'https://other.example.com/', false)).toBeNull();
    expect(urlChangeNote(current, ' https://api.example.com/v1base ', true)).toBeNull();
    expect(urlChangeNote(current, 'http://other.example.com/', true)).toBeNull();
  });

  it('a first remote says the own book is not sent to it', () => {
    expect(urlChangeNote(null, 'http://127.0.0.1:8787/', false)).toMatch(/not sent to the remote/);
  });
});

describe('refusalOf', () => {
  const refusal = new ProblemFailure({
    type: 'validation_failed',
    title: 'Validation failed',
    status: 422,
    errors: [{ field: 'remote_url', code: 'invalid', message: 'Must be an https URL' }],
  });

  it("finds the field's own message", () => {
    expect(refusalOf(refusal, 'remote_url')).toBe('Must be an https URL');
    expect(refusalOf(refusal, 'api_key')).toBeNull();
    expect(refusalOf(new Error('boom'), 'remote_url')).toBeNull();
  });
});
