// The log keeps errors for support and nothing secret: no key, no message or note bodies;
// it rotates instead of growing without end.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogFile, redact } from '../../electron/log-file';

describe('redaction', () => {
  it('cuts out keys, bearer tokens and what brokers and operators wrote', () => {
    const line =
      'POST /v1/rfqs/x/messages failed: Authorization: Bearer cd_demo_write_8b3d6e10a7f4 ' +
      '{"body":"My card is 4242 \\"ok\\"","note":"VIP","name":"Ana Lee"} key=s3cret-value';
    const out = redact(line, ['s3cret-value']);
    expect(out).not.toContain('cd_demo_write');
    expect(out).not.toContain('4242');
    expect(out).not.toContain('VIP');
    expect(out).not.toContain('s3cret-value');
    expect(out).toContain('"name":"Ana Lee"');
    expect(out).toContain('Bearer [key]');
  });
});

describe('the log file', () => {
  it('cuts out the keys its source holds at each write, and writes on if it fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-log-'));
    const path = join(dir, 'charter-desk.log');
    let keys: string[] = [];
    let failing = false;
    const log = createLogFile(path, {
      secrets: async () => {
        if (failing) throw new Error('the keychain is locked');
        return keys;
      },
    });
    keys = ['ck_saved_later_1234'];
    await log.write('main', 'refused ck_saved_later_1234');
    failing = true;
    await log.write('main', 'still written');
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines.map((line) => line.replace(/^\S+ /, ''))).toEqual([
      '[main] refused [key]',
      '[main] still written',
    ]);
  });

  it('appends redacted lines and rotates past 1 MB', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-log-'));
    const path = join(dir, 'charter-desk.log');
    const log = createLogFile(path, {
      secrets: async () => ['the-api-key'],
      now: () => new Date('2026-11-23T10:00:00Z'),
    });
    await log.write('renderer', 'sync failed with the-api-key');
    expect(await readFile(path, 'utf8')).toBe(
      '2026-11-23T10:00:00.000Z [renderer] sync failed with [key]\n',
    );
    await writeFile(path, 'x'.repeat(1024 * 1024));
    await log.write('main', 'after rotation');
    expect((await readdir(dir)).sort()).toEqual(['charter-desk.log', 'charter-desk.log.1']);
    expect(await readFile(path, 'utf8')).toContain('after rotation');
  });
});
