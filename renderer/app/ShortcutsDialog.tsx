// The app's keys, listed when the broker presses `?` (renderer/app/shortcuts.ts).
import { Dialog } from '../ui/Dialog';
import { shortcutList } from './shortcuts';

export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Keyboard shortcuts">
      <dl className="shortcut-list">
        {shortcutList().map(({ keys, what }) => (
          <div key={what}>
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 && '+'}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
