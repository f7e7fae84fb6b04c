// Short notes after an action ("Client deleted — Undo"): a queue any screen adds to, and the
// region that shows them. The region (React Aria's toasts, with its focus and i18n code) is a
// chunk of its own, loaded when the first note comes, so it stays out of the app's opening.
import { useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { lazyComponent } from './lazy';

export interface Note {
  title: string;
  description?: string;
  /** A button beside the note, e.g. Undo. */
  action?: { label: string; run(): void };
  tone?: 'info' | 'error';
}

export const notes = new ToastQueue<Note>({ maxVisibleToasts: 4 });

/** Shows a note for `timeout` ms (notes with an action stay longer). */
export function notify(note: Note): void {
  notes.add(note, { timeout: note.action ? 10_000 : 5_000 });
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
