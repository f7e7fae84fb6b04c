// Failed authentication per client address, modelled on the spec's per-IP limit for public
// and authentication routes (60 per UTC minute), so API keys cannot be guessed at full
// speed: past the limit every /v1 request from the address is a 429 until the minute ends.
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../../shared/encoding/clock';
import { createCounter, tooManyRequests, utcMinute } from './quota-counters';
import type { RemoteEnv } from './request-log';

export const FAILED_AUTHENTICATIONS_PER_MINUTE = 60;

export function limitFailedAuthentication(clock: Clock): MiddlewareHandler<RemoteEnv> {
  const failures = createCounter(clock, utcMinute);
  const limit = FAILED_AUTHENTICATIONS_PER_MINUTE;
  return async (c, next) => {
    const address = c.env.incoming.socket.remoteAddress ?? '';
    const window = failures.peek(address, limit);
    if (window.remaining === 0) {
      const detail = `${limit} failed authentications from this address this minute; wait for the next one`;
      return tooManyRequests(clock, 'rate_limited', window, { detail });
    }
    await next();
    // Only a key that was presented and refused is a guess. A request without one is what
    // any web page can send (browsers add no Authorization without a CORS preflight), and
    // counting it would let a page lock the app out of the remote.
    if (c.res.status === 401 && c.req.header('Authorization') !== undefined) {
      failures.take(address, limit);
    }
  };
}
