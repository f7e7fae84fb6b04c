// Whether the browser keeps this app's records, in words, for the Settings and Sync screens
// (connection/storage-persistence.ts). Nothing in the desktop app, whose records live in
// its own profile.
import { useStoragePersistence } from '../connection/connection-context';
import type { Persistence } from '../connection/storage-persistence';

const WORDS: Record<Persistence, { headline: string; detail: string }> = {
  persistent: {
    headline: 'Storage is persistent',
    detail: 'The browser keeps this app’s records until you remove them.',
  },
  evictable: {
    headline: 'Storage is not persistent',
    detail:
      'The browser may clear this app’s records when the disk runs low, changes not yet synced included. Installing Charter Desk as an app (the install button in the address bar) lets the browser keep them.',
  },
};

export function StorageState() {
  const persistence = useStoragePersistence();
  if (persistence === null) return null;
  const { headline, detail } = WORDS[persistence];
  return (
    <div className={`storage-state storage-${persistence}`}>
      <p>
        <strong>{headline}.</strong> {detail}
      </p>
    </div>
  );
}
