// What this tab's host does when another tab's worker tells of a change (change-notices.ts):
// new settings are followed, onto the same workspace; records changed in the database open
// here are doubted where remembered, the page reads again, and the engine looks at once.
import { doubtMemoriesOf } from '../../db/row-memory/commit-notes';
import type { Workspace } from '../workspace/workspace';
import type { CrossTab } from './change-notices';

export interface CrossTabFollowParts {
  /** Another tab stored the settings: this one holds them and follows. */
  settingsChanged(): Promise<void>;
  workspace(): Promise<Workspace>;
  /** The page reads again. */
  recordsChanged(): void;
}

export function followOtherTabs(crossTab: CrossTab | undefined, parts: CrossTabFollowParts): void {
  crossTab?.subscribe(async (note) => {
    if (note.kind === 'settings') return parts.settingsChanged();
    const workspace = await parts.workspace();
    if (note.database !== workspace.key.dbName) return;
    doubtMemoriesOf(note.database);
    parts.recordsChanged();
    workspace.engine?.poke();
  });
}
