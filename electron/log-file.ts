// The app's log: main's and the page's errors, appended to a file in the user data folder
// that rotates (1 MB, three old files kept), so a broker can send it to support. Nothing
// secret goes in: the API key, bearer tokens and message or note bodies are cut out first.
import { appendFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createSerial } from './serial';

const MAX_BYTES = 1024 * 1024;
const KEEP = 3;

/** Text fields of the API a log line must not carry: what brokers and operators wrote. */
const PRIVATE_FIELDS = ['body', 'note', 'notes', 'preferences', 'response_note'];

/** `text` with every secret and private body replaced by a marker. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(/(Bearer\s+)[^\s"',;]+/gi, '$1[key]');
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('[key]');
  }
  for (const field of PRIVATE_FIELDS) {
    // "body":"..." in JSON, with escaped quotes inside the value.
    out = out.replace(new RegExp(`("${field}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g'), '$1"[…]"');
  }
  return out;
}

export interface LogFile {
  /** Appends one line; never throws (a log must not break the app). */
  write(source: 'main' | 'renderer', message: string): Promise<void>;
  readonly path: string;
}

export interface LogFileOptions {
  /**
   * The secrets to cut out of every line: main passes the key vault's keys (read at each
   * write, so a key saved since is cut too). A failing read cuts none but the patterns.
   */
  secrets?: () => Promise<readonly string[]>;
  now?: () => Date;
}

export function createLogFile(path: string, options: LogFileOptions = {}): LogFile {
  const serial = createSerial();
  const now = options.now ?? (() => new Date());

  async function secretsNow(): Promise<readonly string[]> {
    try {
      return (await options.secrets?.()) ?? [];
    } catch {
      return [];
    }
  }

  async function rotate(): Promise<void> {
    const size = await stat(path).then(
      (info) => info.size,
      () => 0,
    );
    if (size < MAX_BYTES) return;
    await rm(`${path}.${KEEP}`, { force: true });
    for (let index = KEEP - 1; index >= 1; index -= 1) {
      await rename(`${path}.${index}`, `${path}.${index + 1}`).catch(() => undefined);
    }
    await rename(path, `${path}.1`);
  }

  return {
    path,
    write: (source, message) =>
      serial(async () => {
        const line = `${now().toISOString()} [${source}] ${redact(message, await secretsNow())}`;
        try {
          await mkdir(dirname(path), { recursive: true });
          await rotate();
          await appendFile(path, `${line.replace(/\r?\n/g, '\n    ')}\n`, { mode: 0o600 });
        } catch (error) {
          console.error('could not write the log', error);
        }
      }),
  };
}
