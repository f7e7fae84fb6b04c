// An empty list of a remote's clients says why nothing came, never that the book is empty
// while the remote cannot be reached.
import { describe, expect, it } from 'vitest';
import { remoteBookWords } from '../../renderer/clients/list/remote-book-words';
import { status } from './sync-entries';

const INITIAL = {
  stage: 'initial',
  step: 'clients',
  clients_pulled: 0,
  clients_total: null,
  clients_compared_at: null,
} as const;

describe('remoteBookWords', () => {
  it('a remote that cannot be reached, or refused the key, is named with the way to fix it', () => {
    const answeredOnce = { last_success_at: '2026-04-01T08:00:00.000Z' };
    expect(
      remoteBookWords(status({ connection: 'unreachable', pull: INITIAL, ...answeredOnce })),
    ).toEqual({
      text: 'Cannot reach api.example.com. No clients have come from it yet. Check its URL in Settings.',
      toSettings: true,
    });
    // One that never answered (a mistyped URL, say) has an empty copy: said so.
    expect(remoteBookWords(status({ connection: 'unreachable', pull: INITIAL }))).toEqual({
      text: 'api.example.com has never answered: its copy here is empty. Check its URL in Settings.',
      toSettings: true,
    });
    expect(remoteBookWords(status({ connection: 'key_rejected' })).text).toBe(
      'api.example.com rejected the API key. Enter the right key in Settings.',
    );
    expect(remoteBookWords(status({ connection: 'not_configured' })).text).toMatch(
      /^No API key is saved for api.example.com/,
    );
  });

  it('the first copy says how far it is; a remote with no clients says it has none yet', () => {
    const copying = { ...INITIAL, clients_pulled: 200, clients_total: 240 };
    expect(remoteBookWords(status({ pull: copying })).text).toBe(
      'Copying clients from the server: 200 of 240…',
    );
    expect(remoteBookWords(status({ connection: 'offline', pull: INITIAL })).text).toMatch(
      /^Offline/,
    );
    expect(remoteBookWords(status())).toMatchObject({ toSettings: false });
    expect(remoteBookWords(status()).text).toMatch(/^No clients yet/);
  });
});
