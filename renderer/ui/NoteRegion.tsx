// The notes' region (toasts.tsx loads it with the first note): announced politely,
// dismissable, with an action when there is one.
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';

/** A note as the region shows it. */
export interface Note {
  title: string;
  description?: string;
  /** A button beside the note, e.g. Undo. */
  action?: { label: string; run(): void };
  /**
   * When the action stops working (epoch ms): the note goes then, even while the pointer or
   * the focus holds it (which pauses its timeout).
   */
  until?: number;
  tone?: 'info' | 'error';
}

export function NoteRegion({ queue }: { queue: ToastQueue<Note> }) {
  return (
    <ToastRegion queue={queue} className="notes">
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
                queue.close(toast.key);
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
