// Telling what changed: the page (the worker's `changed` event, and its screens read again)
// and the workers of the app's other tabs (a BroadcastChannel in the worker, start/), which
// follow: records of the database they have open, or the settings.
export type CrossTabNote = { kind: 'records'; database: string } | { kind: 'settings' };

/** What one tab's worker tells the others, and hears from them. */
export interface CrossTab {
  post(note: CrossTabNote): void;
  subscribe(listener: (note: CrossTabNote) => void): void;
}

export interface ChangeNotices {
  /** Records changed: the page reads again; with their `database`, other tabs' pages too. */
  records(database?: string): void;
  /** The settings changed: other tabs follow them. */
  settings(): void;
}

export function changeNotices(
  push: (name: string, args: unknown) => void,
  crossTab: CrossTab | undefined,
): ChangeNotices {
  return {
    records(database) {
      push('changed', null);
      if (database) crossTab?.post({ kind: 'records', database });
    },
    settings: () => crossTab?.post({ kind: 'settings' }),
  };
}
