// Electron's net.fetch as main's transport meets it, for the desktop harness: Node's fetch,
// except that a request that reached no server fails as Chromium's network stack says so
// (`net::ERR_CONNECTION_REFUSED`). The page's relay tells "the remote is unreachable" (try
// again later) from "the app cannot send" (sync stops) by that name alone.
const CHROMIUM_NAMES: Record<string, string> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  UND_ERR_SOCKET: 'net::ERR_CONNECTION_CLOSED',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'net::ERR_NAME_NOT_RESOLVED',
  ETIMEDOUT: 'net::ERR_CONNECTION_TIMED_OUT',
  UND_ERR_CONNECT_TIMEOUT: 'net::ERR_CONNECTION_TIMED_OUT',
};

export async function netFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    const name = code === undefined ? undefined : CHROMIUM_NAMES[code];
    if (name) throw new Error(name, { cause: error });
    throw error;
  }
}
