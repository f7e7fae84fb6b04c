// What the Settings screen says before a remote URL is saved, and where a refusal shows.
import { describe, expect, it } from 'vitest';
import { refusalOf, urlChangeNote } from '../../renderer/settings/url-change';
import { ProblemFailure } from '../../renderer/connection/results';

describe('urlChangeNote', () => {
  const current = 'https://api.example.com/v1base/';

  it('says that another server uses its own key, and the saved one stays with its server', () => {
    expect(urlChangeNote(current, 'https://other.example.com/')).toBe(
      'https://other.example.com is another server: it uses the key saved for it, if any. The key of https://api.example.com stays saved for that server alone.',
    );
  });

  it('says nothing on the same server, for the same URL, or for an invalid one', () => {
    expect(urlChangeNote(current, 'https://api.example.com/other/')).toBeNull();
    expect(urlChangeNote(current, ' https://api.example.com/v1base ')).toBeNull();
    expect(urlChangeNote(current, 'http://other.example.com/')).toBeNull();
  });

  it('a first remote says the own book is not sent to it', () => {
    expect(urlChangeNote(null, 'http://127.0.0.1:8787/')).toMatch(/not sent to the remote/);
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
