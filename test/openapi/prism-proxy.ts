// Stoplight Prism as a validating proxy: every request is forwarded to the server under test
// unchanged, and every answer comes back with the ways it breaks the OpenAPI document listed
// in its `sl-violations` header (Prism adds the header and changes nothing else that we read).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const PRISM = fileURLToPath(
  new URL('../../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url),
);

export interface PrismProxy {
  url: string;
  close(): Promise<void>;
}

/** Starts Prism on a free 127.0.0.1 port in front of `upstream`, checking against `document`. */
export function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const child = spawn(
    process.execPath,
    [PRISM, 'proxy', document, upstream, '--host', '127.0.0.1', '--port', '0'],
    // Prism's own analytics off, should a version ever send any.
    { env: { ...process.env, SCARF_ANALYTICS: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Never outlives the test run, whatever ends it.
  const stop = () => child.kill();
  process.once('exit', stop);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', stop);
      resolve();
    }),
  );
  const output: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      output.push(line);
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!listening) return;
      // The interface goes on reading (and dropping) Prism's log: a full pipe would stall it.
      lines.removeAllListeners('line');
      resolve({
        url: listening[1]!,
        close: async () => {
          stop();
          await exited;
        },
      });
    });
    void exited.then(() =>
      reject(new Error(`Prism stopped before it listened:\n${output.join('\n')}`)),
    );
  });
}

export interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/** The ways a response Prism proxied breaks the document: its header, response part only. */
export function responseViolations(response: Response): Violation[] {
  const header = response.headers.get('sl-violations');
  if (header === null) return [];
  const all = JSON.parse(header) as Violation[];
  // Request violations are the point of many requests here (no key, a blank name...).
  return all.filter((violation) => violation.location[0] === 'response');
}
