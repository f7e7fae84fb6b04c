// The built-in organization used when no --config is given (and by `npm start`): the demo
// data of shared/demo, one read key and one read+write key. Tokens are fixed so the app can
// be pointed at a restarted server without re-entering a key.
import { demoBrokers, generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from './config';

export const DEMO_READ_KEY = 'cd_demo_read_4f7a2c91e05b';
export const DEMO_WRITE_KEY = 'cd_demo_write_8b3d6e10a7f4';

export function demoConfig(now: Date): RemoteConfig {
  return {
    organizations: [
      {
        name: 'Northstar Air Charter (demo)',
        plan: { monthly_quota: 10_000, requests_per_minute: 120 },
        keys: [
          { token: DEMO_READ_KEY, scopes: ['read'] },
          { token: DEMO_WRITE_KEY, scopes: ['read', 'write'] },
        ],
        api_user: demoBrokers[0],
        ...generateDemoOrganization({ now }),
      },
    ],
  };
}
