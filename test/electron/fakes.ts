// Stand-ins for what main.ts injects from Electron and the disk, shared by the shell's tests.
import { vi, type Mock } from 'vitest';
import type { FileStore } from '../../electron/file-store';
import type { ShowMessageBox } from '../../electron/remote-endpoint';

export function memoryFile(): FileStore {
  let data: Buffer | null = null;
  return {
    read: async () => data,
    write: async (next) => void (data = next),
    remove: async () => void (data = null),
  };
}

export interface FakeDialog {
  /** The label of the button the broker clicks; set it to change their mind. */
  answer: string;
  showMessageBox: Mock<ShowMessageBox>;
}

/** dialog.showMessageBox that clicks the button labelled `answer`. */
export function fakeDialog(answer = 'Cancel'): FakeDialog {
  const dialog: FakeDialog = {
    answer,
    showMessageBox: vi.fn<ShowMessageBox>(async (options) => ({
      response: options.buttons?.indexOf(dialog.answer) ?? -1,
    })),
  };
  return dialog;
}
