// Which database the settings name: the offline demo data, one database per remote origin
// (changing only the key, or the path on the same server, keeps it and its outbox), or,
// before any remote is set, the broker's local book. Records of two never mix.
import type { DatabaseRole } from '../../db/database';
import type { WorkspaceKind } from '../../rpc/local/settings';

/** The legacy name, so a book made before sync existed opens as the local one. */
const LOCAL_DB = 'charter-desk';
const DEMO_DB = 'charter-desk-demo';

export interface WorkspaceKey {
  kind: WorkspaceKind;
  dbName: string;
  /** The remote a replica mirrors. */
  remoteUrl: string | null;
}

/** The settings that choose the workspace. */
export interface WorkspaceChoice {
  demo: boolean;
  remote_url: string | null;
}

export function workspaceKeyOf(settings: WorkspaceChoice): WorkspaceKey {
  if (settings.demo) return { kind: 'demo', dbName: DEMO_DB, remoteUrl: null };
  if (settings.remote_url) {
    const url = settings.remote_url;
    // One per remote origin: a new key, or a path moved on the same server, keeps the records
    // and the outbox that were waiting.
    return { kind: 'remote', dbName: `charter-desk-remote:${new URL(url).origin}`, remoteUrl: url };
  }
  return { kind: 'local', dbName: LOCAL_DB, remoteUrl: null };
}

/** A remote's database is a replica (its writes record outbox entries); the others serve. */
export function roleOf(key: WorkspaceKey): DatabaseRole {
  return key.kind === 'remote' ? 'replica' : 'server';
}
