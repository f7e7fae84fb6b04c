// API keys: `Authorization: Bearer <key>` names one key of one organization.
import type { Scope } from '../../shared/api';
import type { Organization } from './organizations';

export interface ApiKey {
  token: string;
  scopes: readonly Scope[];
  organization: Organization;
}

export interface Keyring {
  /** The key a request's Authorization header names, or null (missing, malformed, unknown). */
  identify(authorization: string | undefined): ApiKey | null;
}

export function createKeyring(organizations: Organization[]): Keyring {
  const keys = new Map<string, ApiKey>();
  for (const organization of organizations) {
    for (const key of organization.keys) keys.set(key.token, { ...key, organization });
  }
  return {
    identify(authorization) {
      const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
      return match ? (keys.get(match[1] as string) ?? null) : null;
    },
  };
}
