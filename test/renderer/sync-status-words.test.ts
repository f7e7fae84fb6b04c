// The top of the Sync screen: what sync does, and when it is held back, why.
import { describe, expect, it } from 'vitest';
import { pullStepWords, statusWords } from '../../renderer/sync/status-words';
import { formatDateTime } from '../../renderer/ui/format';
import { FIRST_PULL } from '../../shared/rules/pull-steps';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { status } from './sync-entries';

describe('statusWords', () => {
  it('is up to date when nothing waits, asleep until the next pull or not', () => {
    expect(statusWords(status())).toMatchObject({ headline: 'Up to date', tone: 'ok' });
    expect(statusWords(status({ activity: 'waiting' })).headline).toBe('Up to date');
  });

  it('counts the changes waiting or being sent', () => {
    expect(statusWords(status({ pending: 2, in_flight: 1 })).headline).toBe(
      '3 changes waiting to sync',
    );
    expect(statusWords(status({ activity: 'sending', in_flight: 1 })).headline).toBe(
      'Sending 1 change',
    );
  });

  it('changes needing attention are said before "up to date"', () => {
    expect(statusWords(status({ parked: 2 }))).toMatchObject({
      headline: '2 changes need your attention',
      tone: 'warn',
    });
    expect(statusWords(status({ parked: 1, pending: 1 })).headline).toBe(
      '1 change waiting to sync',
    );
  });

  it('a rejected key pauses sync with the reason and points to Settings', () => {
    const reason = 'The server rejected the API key. Enter a valid key in Settings.';
    expect(
      statusWords(status({ connection: 'key_rejected', paused_reason: reason })),
    ).toMatchObject({ headline: 'Sync is paused', detail: reason, toSettings: true });
  });

  it('a remote without a key asks for one in Settings', () => {
    expect(statusWords(status({ connection: 'not_configured' }))).toMatchObject({
      headline: 'No API key',
      toSettings: true,
    });
  });

  it('offline comes before everything else', () => {
    expect(
      statusWords(status({ connection: 'offline', activity: 'standby', paused_reason: 'x' }))
        .headline,
    ).toBe('Offline');
  });

  it('an unreachable remote says the last error and that sync goes on by itself', () => {
    const words = statusWords(
      status({ connection: 'unreachable', last_error: 'The server could not be reached.' }),
    );
    expect(words.detail).toMatch(/^The server could not be reached\. .*tries again by itself/);
  });

  it('standby explains that another tab syncs', () => {
    expect(statusWords(status({ activity: 'standby' })).detail).toMatch(/Another Charter Desk tab/);
  });

  it('a used-up allowance says until when', () => {
    const until = '2026-05-01T00:00:00.000Z';
    const words = statusWords(
      status({ activity: 'waiting', waiting_for: 'quota', waiting_until: until }),
    );
    expect(words.headline).toBe('Waiting for the request allowance');
    expect(words.detail).toContain(formatDateTime(until));
  });
});

const findings = (change: Partial<SyncStatus['findings']>): SyncStatus['findings'] => ({
  open: 0,
  open_own: 0,
  kept_own: 0,
  remote_lost: false,
  ...change,
});

describe('what the remote no longer holds', () => {
  it('the Sync screen says the remote lost data, and what to do, not "up to date"', () => {
    const words = statusWords(status({ findings: findings({ open: 6, remote_lost: true }) }));
    expect(words).toMatchObject({ headline: 'The remote lost data', tone: 'warn' });
    expect(words.detail).toBe(
      'The remote no longer holds 6 records as this computer does. Choose below what becomes of them.',
    );
    expect(statusWords(status({ findings: findings({ open: 1 }) })).headline).toBe(
      '1 record not as on the remote',
    );
    expect(statusWords(status({ findings: findings({ kept_own: 2 }) }))).toMatchObject({
      headline: 'Up to date',
      detail: '2 records made here are kept on this computer only.',
    });
  });
});

describe('pullStepWords', () => {
  it('numbers the first pull steps in the worker order', () => {
    expect(pullStepWords('clients')).toBe('Step 1 of 5: Copying clients');
    expect(pullStepWords('contacts')).toBe('Step 5 of 5: Copying operator contacts');
    expect(pullStepWords(null)).toBe('Starting');
  });

  it("follows the worker's own list of steps", () => {
    FIRST_PULL.forEach((step, index) => {
      expect(pullStepWords(step)).toMatch(`Step ${index + 1} of ${FIRST_PULL.length}: `);
    });
  });
});
