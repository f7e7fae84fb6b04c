// `kill -9` of a remote with a data directory, while writes are in flight: started again on
// the same directory, it holds every write it answered, each once. The remote runs as its
// CLI in a child process, so the kill stops it as a crash would, between any two steps.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS, testConfig } from './remote-harness';

interface Remote {
  url: string;
  /** What it printed up to serving. */
  stdout: string;
  child: ChildProcess;
  exited: Promise<void>;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Runs the CLI on `dir` until it prints that it serves; rejects if it exits first. */
function startCli(configFile: string, dir: string): Promise<Remote> {
  const cli = join(import.meta.dirname, 'cli.ts');
  const args = ['--port', '0', '--config', configFile, '--data', dir];
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /Remote API: (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (url && stdout.includes('Test controls')) resolve({ url, stdout, child, exited });
    });
    void exited.then(() => reject(new Error(`The remote exited before serving:\n${stderr}`)));
  });
}

const headers = (key?: string) => ({
  Authorization: `Bearer ${KEYS.alphaWrite}`,
  'Content-Type': 'application/json',
  ...(key === undefined ? {} : { 'Idempotency-Key': key }),
});

interface Answered {
  name: string;
  key: string;
  id: string;
  /** The notes of a PATCH answered after the create, if one was. */
  notes: string | null;
}

/**
 * Writers that create a client, then patch its notes, each write with its own key, until the
 * remote stops answering. `onAnswer` hears of each write once its whole answer has arrived.
 */
async function writeUntilGone(
  url: string,
  writers: number,
  onAnswer: () => void,
): Promise<Answered[]> {
  const answered: Answered[] = [];
  let next = 0;
  async function writer() {
    for (;;) {
      const name = `Crash Test ${String(next++).padStart(4, '0')}`;
      const key = `create ${name}`;
      try {
        const created = await fetch(`${url}/v1/clients`, {
          method: 'POST',
          headers: headers(key),
          body: JSON.stringify({ name }),
        });
        expect(created.status).toBe(201);
        const record: Answered = {
          name,
          key,
          id: ((await created.json()) as { id: string }).id,
          notes: null,
        };
        answered.push(record);
        onAnswer();
        const notes = `Patched ${name}`;
        const patched = await fetch(`${url}/v1/clients/${record.id}`, {
          method: 'PATCH',
          headers: headers(`patch ${name}`),
          body: JSON.stringify({ notes }),
        });
        expect(patched.status).toBe(200);
        await patched.json();
        record.notes = notes;
        onAnswer();
      } catch (error) {
        if (error instanceof TypeError) return; // The remote is gone: fetch failed.
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: writers }, writer));
  return answered;
}

/** Every client named "Crash Test …", page by page. */
async function crashTestClients(
  url: string,
): Promise<{ id: string; name: string; notes: string | null }[]> {
  const found = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ q: 'Crash Test', limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`${url}/v1/clients?${query}`, { headers: headers() });
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      items: { id: string; name: string; notes: string | null }[];
      next_cursor: string | null;
    };
    found.push(...page.items.filter((client) => client.name.startsWith('Crash Test ')));
    cursor = page.next_cursor;
  } while (cursor);
  return found;
}

describe('a remote killed with SIGKILL', () => {
  it('holds every write it answered, once, when started again on its data directory', async () => {
    const home = await mkdtemp(join(tmpdir(), 'remote-kill-'));
    const dir = join(home, 'data');
    const configFile = join(home, 'config.json');
    const plan = { monthly_quota: 100_000, requests_per_minute: 100_000 };
    await writeFile(configFile, JSON.stringify(testConfig(plan)));
    const first = await startCli(configFile, dir);
    expect(first.stdout).toContain(`Data: ${dir} (kept across restarts`);

    // Killed after a random number of answers, with four writers' requests in flight.
    const killAfter = 20 + Math.floor(Math.random() * 60);
    let answers = 0;
    const answered = await writeUntilGone(first.url, 4, () => {
      answers += 1;
      if (answers === killAfter) first.child.kill('SIGKILL');
    });
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startCli(configFile, dir);
    const found = await crashTestClients(second.url);
    const byName = new Map(found.map((client) => [client.name, client]));
    const context = `killed after ${killAfter} answers`;
    expect(byName.size, `${context}: a write is there twice`).toBe(found.length);
    for (const write of answered) {
      const client = byName.get(write.name);
      expect(client?.id, `${context}: ${write.name}`).toBe(write.id);
      if (write.notes !== null)
        expect(client?.notes, `${context}: ${write.name}`).toBe(write.notes);
    }
    // Each answered create's key still answers with the same client, marked a replay.
    for (const write of answered) {
      const again = await fetch(`${second.url}/v1/clients`, {
        method: 'POST',
        headers: headers(write.key),
        body: JSON.stringify({ name: write.name }),
      });
      expect(again.headers.get('Idempotent-Replayed'), `${context}: ${write.name}`).toBe('true');
      expect(((await again.json()) as { id: string }).id).toBe(write.id);
    }
    second.child.kill('SIGTERM');
    await second.exited;
  });
});
