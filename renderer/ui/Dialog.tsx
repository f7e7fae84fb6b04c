// Dialogs from React Aria: focus kept inside, Escape closes them, focus returns to what
// opened them, and they are announced with their heading.
import type { ReactNode } from 'react';
import { Button, Heading, Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import './ui.css';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  role = 'dialog',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
}) {
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={open}
      onOpenChange={onOpenChange}
      isDismissable={role === 'dialog'}
    >
      <Modal className={wide ? 'dialog dialog-wide' : 'dialog'}>
        <AriaDialog role={role} aria-describedby={description ? 'dialog-description' : undefined}>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {description && (
            <p id="dialog-description" className="dialog-description">
              {description}
            </p>
          )}
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Asks before something that cannot be undone by accident; Cancel has the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  danger = false,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
  danger?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role="alertdialog"
    >
      <div className="dialog-actions">
        <Button className="button" autoFocus onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          className={danger ? 'button button-danger' : 'button button-primary'}
          onPress={() => {
            onConfirm();
            onOpenChange(false);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
