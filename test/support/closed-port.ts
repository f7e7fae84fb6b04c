// A port on 127.0.0.1 where nothing listens, so a connection there is refused: a remote URL
// that never answers (a mistyped one, say).
import { createServer } from 'node:net';

export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
