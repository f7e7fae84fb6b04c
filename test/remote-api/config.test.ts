// The --config file and the command line: a bad file is a clear error naming the field;
// a good one starts a server that prints its URL and keys and stops on SIGTERM; each option
// refused says why (read without a process: cli-options.ts), the process exits 2.
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDetail } from '../../shared/api';
import { demoAirports } from '../../shared/demo';
import { USAGE, readCliOptions } from './cli-options';
import { ConfigError, parseRemoteConfig, readRemoteConfigFile, type RemoteConfig } from './config';
import { KEYS, testConfig } from './remote-harness';
import { startRemoteApi } from './server';

const minimal = (): RemoteConfig => ({
  organizations: [
    {
      name: 'Solo Air',
      plan: { monthly_quota: 100, requests_per_minute: 10 },
      keys: [{ token: 'solo-key-000001', scopes: ['read'] }],
    },
  ],
});

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('config validation', () => {
  it('accepts a minimal file and fills the defaults', () => {
    const config = parseRemoteConfig(minimal());
    expect(config.organizations[0]).toMatchObject({ clients: [], trip_requests: [] });
    expect(config.faults.error_rate).toBe(0);
    expect(config.clock.frozen).toBe(false);
  });

  it('names every field at fault', () => {
    const bad = {
      organizations: [
        {
          name: 'Solo Air',
          plan: { requests_per_minute: 0 },
          keys: [{ token: 'short', scopes: ['admin'] }],
          clients: [{ name: '' }],
          fleet: [],
        },
      ],
    };
    expect(problemsOf(() => parseRemoteConfig(bad)).map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining([
        'organizations[0].plan.monthly_quota',
        'organizations[0].plan.requests_per_minute',
        'organizations[0].keys[0].token',
        'organizations[0].keys[0].scopes[0]',
        'organizations[0].clients[0].name',
        'organizations[0].fleet',
      ]),
    );
  });

  it('refuses a token used twice and two organizations of one name', () => {
    const base = minimal().organizations[0]!;
    const problems = problemsOf(() => parseRemoteConfig({ organizations: [base, base] }));
    expect(problems).toEqual([
      'organizations[1].name: Duplicate organization name',
      'organizations[1].keys[0].token: Duplicate API key',
    ]);
  });

  it('names the seed record that refers to something unknown', async () => {
    const config = minimal();
    const leg = { depart_date: '2026-04-01', from: 'KTEB', to: 'KPBI' };
    config.organizations[0]!.trip_requests = [
      { client_id: '0c000000-0000-4000-8000-000000000001', legs: [leg] },
    ];
    await expect(startRemoteApi({ port: 0, config })).rejects.toThrow(
      'organizations[0].trip_requests[0].client_id',
    );
  });

  it("accepts a leg's seq when it is the leg's position, as the API shows it", async () => {
    const config = minimal();
    const clientId = '0c000000-0000-4000-8000-000000000001';
    config.organizations[0]!.clients = [{ id: clientId, name: 'Seq Client' }];
    config.organizations[0]!.trip_requests = [
      {
        client_id: clientId,
        legs: [
          { seq: 1, depart_date: '2026-04-01', from: demoAirports[0]!, to: demoAirports[1]! },
          { seq: 2, depart_date: '2026-04-03', from: demoAirports[1]!, to: demoAirports[0]! },
        ],
      },
    ];
    const api = await startRemoteApi({ port: 0, config });
    try {
      const response = await fetch(`${api.url}/v1/clients/${clientId}`, {
        headers: { Authorization: 'Bearer solo-key-000001' },
      });
      const [trip] = clientDetail.parse(await response.json()).recent_trip_requests;
      expect(trip!.legs.map((leg) => leg.seq)).toEqual([1, 2]);
    } finally {
      await api.close();
    }
  });

  it("refuses a leg's seq that is not its position, naming the field", () => {
    const config = minimal();
    const leg = (seq: number) => ({ seq, depart_date: '2026-04-01', from: 'KTEB', to: 'KPBI' });
    config.organizations[0]!.trip_requests = [{ legs: [leg(1)] }, { legs: [leg(1), leg(3)] }];
    expect(problemsOf(() => parseRemoteConfig(config))).toEqual([
      "organizations[0].trip_requests[1].legs[1].seq: must be 2, the leg's position in the list",
    ]);
  });

  it('reports a file that is missing or not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remote-config-'));
    await expect(readRemoteConfigFile(join(dir, 'absent.json'))).rejects.toThrow('cannot be read');
    await writeFile(join(dir, 'broken.json'), '{"organizations": [');
    await expect(readRemoteConfigFile(join(dir, 'broken.json'))).rejects.toThrow('not valid JSON');
  });
});

interface Run {
  stdout: string;
  stderr: string;
  code: number | null;
}

/** Runs the CLI; `whenReady` gets its printed output once the server is up. */
function runCli(args: string[], whenReady?: (stdout: string) => Promise<void>): Promise<Run> {
  const cli = join(import.meta.dirname, 'cli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { stdout: '', stderr: '', code: null };
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    if (whenReady && run.stdout.includes('Test controls')) {
      const ready = whenReady;
      whenReady = undefined;
      void ready(run.stdout).finally(() => child.kill('SIGTERM'));
    }
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ ...run, code })));
}

describe('npm run remote', () => {
  it('prints the URL and every key, allows the app origins given and only those, stops on SIGTERM', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remote-cli-'));
    const file = join(dir, 'config.json');
    await writeFile(file, JSON.stringify(testConfig()));
    const origins = ['http://127.0.0.1:5000', 'http://localhost:5000'];
    let status = 0;
    const allowed: (string | null)[] = [];
    const run = await runCli(
      ['--port', '0', '--config', file, ...origins.flatMap((origin) => ['--app-origin', origin])],
      async (stdout) => {
        const url = /Remote API: (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)![1];
        const response = await fetch(`${url}/v1/operator-contacts`, {
          headers: { Authorization: `Bearer ${KEYS.betaWrite}` },
        });
        status = response.status;
        for (const origin of [...origins, 'http://127.0.0.1:4174']) {
          const preflight = await fetch(`${url}/v1/clients`, {
            method: 'OPTIONS',
            headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
          });
          allowed.push(preflight.headers.get('Access-Control-Allow-Origin'));
        }
      },
    );
    expect(status).toBe(200);
    expect(allowed).toEqual([...origins, null]);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines).toContain('Organization: Alpha Charter');
    expect(lines).toContain(`  API key ${KEYS.alphaRead} (read)`);
    expect(lines).toContain(`  API key ${KEYS.alphaWrite} (read, write)`);
    expect(lines).toContain('Organization: Beta Jets');
    expect(run.stdout).toContain('Stopped (SIGTERM).');
  });

  it('exits 1 naming the field of a bad config file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'remote-cli-'));
    const file = join(dir, 'config.json');
    await writeFile(file, JSON.stringify({ organizations: [{ name: 'X', keys: [] }] }));
    const run = await runCli(['--port', '0', '--config', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('\n  organizations[0].plan: ');
    expect(run.stderr).toContain('\n  organizations[0].keys: Give at least one API key');
  });

  it('exits 2 with the usage on an option it refuses', async () => {
    const run = await runCli(['--port', 'eighty']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--port must be a whole number from 0 to 65535, not "eighty"');
    expect(run.stderr).toContain('Usage: npm run remote');
  });
});

describe("npm run remote's options", () => {
  const refusal = (...args: string[]) => {
    const reading = readCliOptions(args);
    return 'exit' in reading ? reading : null;
  };

  it('reads each option, with the defaults for those not given', () => {
    expect(readCliOptions([])).toEqual({
      options: {
        host: '127.0.0.1',
        port: 8787,
        configPath: undefined,
        appOrigins: undefined,
        dataDir: undefined,
        fresh: false,
      },
    });
    const args = ['--port', '0', '--config', 'c.json', '--data', 'd', '--fresh'];
    const origins = ['--app-origin', 'http://127.0.0.1:5000', '--app-origin', 'https://a.example'];
    expect(readCliOptions([...args, ...origins])).toEqual({
      options: {
        host: '127.0.0.1',
        port: 0,
        configPath: 'c.json',
        appOrigins: ['http://127.0.0.1:5000', 'https://a.example'],
        dataDir: 'd',
        fresh: true,
      },
    });
  });

  it('refuses with exit 2 and the usage, saying what is wrong', () => {
    const cases: [string[], string][] = [
      [['--port', 'eighty'], '--port must be a whole number from 0 to 65535, not "eighty"'],
      [['--port', '65536'], '--port must be a whole number from 0 to 65535, not "65536"'],
      [['--colour'], "Unknown option '--colour'"],
      [['--fresh'], '--fresh clears a data directory: give it with --data DIR'],
      [
        ['--app-origin', 'http://127.0.0.1:4174/app'],
        '--app-origin must be an origin such as http://127.0.0.1:4174, not "http://127.0.0.1:4174/app"',
      ],
      [['--app-origin', 'file:///tmp'], '--app-origin must be an origin'],
    ];
    for (const [args, words] of cases) {
      const refused = refusal(...args);
      expect(refused?.exit, args.join(' ')).toBe(2);
      expect(refused?.message).toContain(words);
      expect(refused?.message).toContain(USAGE);
    }
  });

  it('answers --help with the usage alone and exit 0', () => {
    expect(refusal('--help')).toEqual({ exit: 0, message: USAGE });
  });
});
