// Short notes after an action ("Client deleted — Undo"): a queue any screen adds to, and the
// region that shows them. The region (React Aria's toasts, with its focus and i18n code) is a
// chunk of its own, loaded when the first note comes, so it stays out of the app's opening.
import { useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { UNDO_WINDOW_MS } from '../../shared/rules/undo-window';
import { lazyComponent } from './lazy';
import type { Note } from './NoteRegion';

export const notes = new ToastQueue<Note>({ maxVisibleToasts: 4 });

/** Shows a note for a while: one with an action as long as an Undo's window. */
export function notify(note: Note): void {
  const key = notes.add(note, { timeout: note.action ? UNDO_WINDOW_MS : 5_000 });
  if (note.until !== undefined) {
    setTimeout(() => notes.close(key), Math.max(0, note.until - Date.now()));
  }
}

const NoteRegion = lazyComponent(async () => (await import('./NoteRegion')).NoteRegion);
const hasNotes = () => notes.visibleToasts.length > 0;

export function Notes() {
  const showing = useSyncExternalStore((changed) => notes.subscribe(changed), hasNotes);
  // Once loaded, the region stays: a note's exit and the next one need no new load.
  const [needed, setNeeded] = useState(false);
  if (showing && !needed) setNeeded(true);
  return needed ? <NoteRegion queue={notes} /> : null;
}
