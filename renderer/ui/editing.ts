// What the broker is in the middle of: a form with changes, an export writing its file. The
// app may reload by itself for a new version only while nothing is (app/UpdateNotice.tsx):
// a reload would lose the typing, or cut the file short. Each screen says so with useEditing.
import { useEffect, useSyncExternalStore } from 'react';

const holds = new Set<symbol>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export const editing = {
  /** Whether some form has changes or some export is running. */
  any: () => holds.size > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Holds until the returned release is called. */
  hold(): () => void {
    const hold = Symbol('editing');
    holds.add(hold);
    changed();
    return () => {
      if (holds.delete(hold)) changed();
    };
  },
};

/** Marks the broker as editing while `active` holds (and this component is drawn). */
export function useEditing(active: boolean): void {
  useEffect(() => (active ? editing.hold() : undefined), [active]);
}

/** Whether the broker is editing anything, kept current. */
export function useAnyEditing(): boolean {
  return useSyncExternalStore(editing.subscribe, editing.any);
}
