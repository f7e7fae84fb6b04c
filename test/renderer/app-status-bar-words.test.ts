// The header's words: which records the app is on, the connection, and how far sync is.
import { describe, expect, it } from 'vitest';
import { connectionOf, recordsFrom, syncedWords } from '../../renderer/app/status-bar-words';
import { status } from './sync-entries';

const INITIAL = {
  stage: 'initial',
  step: 'clients',
  clients_pulled: 200,
  clients_total: 240,
  clients_compared_at: null,
} as const;
const SYNCED = '2026-04-01T10:00:00.000Z';

describe('the header', () => {
  it('names the demo remote, another remote by its host, and the books that are not remotes', () => {
    const demo = { url: 'http://127.0.0.1:8787/', demo: true };
    expect(recordsFrom(status({ remote: demo })).name).toBe('Demo remote');
    expect(recordsFrom(status()).name).toBe('api.example.com');
    expect(recordsFrom(status({ workspace: 'demo', remote: null })).name).toBe('Offline demo data');
    expect(recordsFrom(status({ workspace: 'local', remote: null })).name).toBe(
      'This computer only',
    );
  });

  it('shows the first copy’s progress, never "All changes synced" while it runs', () => {
    const copying = syncedWords(status({ pull: INITIAL, last_success_at: SYNCED }));
    expect(copying.words).toBe('Copying from the server: 200 of 240 clients');
    const later = { ...INITIAL, step: 'trip_rfqs' };
    expect(syncedWords(status({ pull: later })).words).toBe('Copying from the server: step 3 of 5');
    const starting = { ...INITIAL, step: null, clients_total: null };
    expect(syncedWords(status({ pull: starting })).words).toBe('Copying from the server…');
  });

  it('a first copy that cannot go on says so, never that it is copying', () => {
    expect(syncedWords(status({ pull: INITIAL, connection: 'unreachable' })).words).toBe(
      'Copy stopped at 200 of 240 clients',
    );
    const none = { ...INITIAL, clients_pulled: 0, clients_total: null };
    expect(syncedWords(status({ pull: none, connection: 'not_configured' })).words).toBe(
      'Not copied from the server yet',
    );
  });

  it('says all is synced only when the remote answered and nothing waits', () => {
    expect(syncedWords(status({ last_success_at: SYNCED })).words).toBe('All changes synced');
    // Not while the remote lacks records held here (it lost data).
    const findings = status().findings;
    const lost = { ...findings, open: 5, open_own: 5 };
    expect(syncedWords(status({ last_success_at: SYNCED, findings: lost })).words).toBe(
      '5 records not on the remote',
    );
    const kept = { ...findings, kept_own: 1 };
    expect(syncedWords(status({ last_success_at: SYNCED, findings: kept })).words).toBe(
      '1 record kept only here',
    );
    expect(syncedWords(status()).words).toBe('Not synced yet');
    expect(syncedWords(status({ last_success_at: SYNCED, pending: 2 })).words).toBe(
      '2 waiting to sync',
    );
    const unreachable = status({ last_success_at: SYNCED, connection: 'unreachable' });
    expect(syncedWords(unreachable).words).toMatch(/^Last synced /);
  });

  it('a remote set without a key says the key is missing, not that no remote is set', () => {
    expect(connectionOf(status({ connection: 'not_configured' }), true).words).toBe('No API key');
    expect(connectionOf(status({ workspace: 'local', remote: null }), true).words).toBe('Online');
    expect(connectionOf(status(), false).words).toBe('Offline');
  });
});
