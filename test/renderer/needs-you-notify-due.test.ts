// A Needs you item that is due and not yet notified is notified once and recorded; the
// worker's record decides, so a second read of the same list (a reload, another tab) shows
// nothing again. Browser mode: the page's Notification, granted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { NeedsYouItem, NeedsYouRule } from '../../shared/rpc/local/needs-you';
import type { LocalApi } from '../../renderer/connection/local-api';

const shown: { title: string; tag: string }[] = [];

class StandInNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: NotificationOptions = {}) {
    shown.push({ title, tag: options.tag ?? '' });
  }
  close() {}
}

const store = new Map<string, string>();

beforeAll(() => {
  vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {}, location: {} });
  vi.stubGlobal('Notification', StandInNotification);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  store.set('charter-desk:notifications', 'on');
});
afterAll(() => vi.unstubAllGlobals());

const item = (key: string, notified: boolean, rule: NeedsYouRule = 'lapsing'): NeedsYouItem => ({
  key,
  rule,
  facts: 'expires',
  at: '2026-12-01T10:00:00.000Z',
  trip_request_id: 'trip-1',
  trip_number: 12,
  client_name: 'Hallberg',
  route: 'KTEB → KPBI',
  departs: '2026-12-02',
  rfq_id: `rfq-${key}`,
  operator_name: 'Jet Ops',
  amount_cents: null,
  currency: 'USD',
  notified,
});

/** The worker's record of what was notified, as /local/needs-you/notified keeps it. */
function recordingWorker() {
  const notified = new Set<string>();
  const calls: string[][] = [];
  const local = {
    markNeedsYouNotified: async ({ body }: { body: { keys: string[] } }) => {
      calls.push(body.keys);
      const newly = body.keys.filter((key) => !notified.has(key));
      for (const key of body.keys) notified.add(key);
      return { keys: newly };
    },
  } as unknown as LocalApi;
  return { local, calls, notified };
}

describe('Needs you notifications', () => {
  it('notifies a due item not yet notified once, records it, and never again', async () => {
    const { notifyDue } = await import('../../renderer/needs-you/notify-due');
    const worker = recordingWorker();
    shown.length = 0;
    // A quote no proposal has shown is the Inbox's to tell (its arrival), not told twice.
    const list = [
      item('lapsing:a', false),
      item('lapsing:b', true),
      item('unshown:q', false, 'unshown'),
    ];

    await notifyDue(worker.local, list);
    expect(shown.map((notice) => notice.tag)).toEqual(['needs-you|lapsing:a']);
    expect(shown[0]!.title).toContain('Jet Ops');
    expect([...worker.notified]).toEqual(['lapsing:a']);

    // The same list read again before the refetch says `notified` (a second tab, a re-render).
    await Promise.all([notifyDue(worker.local, list), notifyDue(worker.local, list)]);
    expect(shown).toHaveLength(1);
  });

  it('records nothing and shows nothing while notifications are off', async () => {
    const { notifyDue } = await import('../../renderer/needs-you/notify-due');
    const worker = recordingWorker();
    shown.length = 0;
    store.set('charter-desk:notifications', 'off');
    await notifyDue(worker.local, [item('lapsing:c', false)]);
    store.set('charter-desk:notifications', 'on');
    expect(shown).toEqual([]);
    expect(worker.calls).toEqual([]);
  });
});
