// Short notes after an action ("Client deleted — Undo"), from React Aria's toast region:
// announced politely, dismissable, with an action when there is one.
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import './ui.css';

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

export function Notes() {
  return (
    <ToastRegion queue={notes} className="notes">
      {({ toast }) => (
        <Toast toast={toast} className={`note note-${toast.content.tone ?? 'info'}`}>
          <ToastContent className="note-content">
            <Text slot="title" className="note-title">
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description">{toast.content.description}</Text>
            )}
          </ToastContent>
          {toast.content.action && (
            <Button
              className="button"
              onPress={() => {
                toast.content.action?.run();
                notes.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <Button slot="close" className="note-close" aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
