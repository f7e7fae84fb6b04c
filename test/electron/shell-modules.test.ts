// The menu's actions, the crash and hang guard, and the quit-time wait for requests in flight,
// with Electron's APIs injected.
import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { guardRendererCrashes, type GuardedContents } from '../../electron/crash-guard';
import { trackInFlight } from '../../electron/in-flight';
import { appMenuTemplate } from '../../electron/menu';
import { fakeDialog } from './fakes';
import { UNTIL_CEILING_MS } from '../support/until';

function items(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...items((item.submenu ?? []) as MenuItemConstructorOptions[]),
  ]);
}

describe('the app menu', () => {
  it.each(['linux', 'win32', 'darwin'] as const)(
    'on %s, sends each action with its shortcut',
    (platform) => {
      const send = vi.fn();
      const openLogsFolder = vi.fn();
      const all = items(
        appMenuTemplate({ platform, appName: 'Charter Desk', send, openLogsFolder }),
      );
      const byLabel = (label: string) => all.find((item) => item.label === label);
      const shortcuts = {
        'New Client': ['CmdOrCtrl+N', 'new-client'],
        'Search…': ['CmdOrCtrl+K', 'find-client'],
        'Sync Now': ['CmdOrCtrl+Shift+S', 'sync-now'],
        'Export Clients…': ['CmdOrCtrl+E', 'export-clients'],
      } as const;
      for (const [label, [accelerator, action]] of Object.entries(shortcuts)) {
        const item = byLabel(label)!;
        expect(item.accelerator).toBe(accelerator);
        (item.click as () => void)();
        expect(send).toHaveBeenLastCalledWith(action);
      }
      const settings = all.find((item) => String(item.label).startsWith('Settings'))!;
      (settings.click as () => void)();
      expect(send).toHaveBeenLastCalledWith('settings');
      (byLabel('Open Logs Folder')!.click as () => void)();
      expect(openLogsFolder).toHaveBeenCalled();
      // macOS has the app menu first, with About and Quit.
      const first = appMenuTemplate({
        platform,
        appName: 'Charter Desk',
        send,
        openLogsFolder,
      })[0]!;
      expect(first.label === 'Charter Desk').toBe(platform === 'darwin');
      expect(all.some((item) => item.role === 'quit')).toBe(true);
    },
  );
});

function fakeContents() {
  const listeners = new Map<string, (...args: never[]) => void>();
  const contents = {
    on: (event: string, listener: (...args: never[]) => void) =>
      void listeners.set(event, listener),
  } as unknown as GuardedContents;
  const emit = (event: string, ...args: unknown[]) =>
    (listeners.get(event) as (...args: unknown[]) => void)(...args);
  return { contents, emit };
}

describe('the crash guard', () => {
  it('offers a reload after a crash or a hang, and says nothing on a clean exit', async () => {
    const { contents, emit } = fakeContents();
    const dialog = fakeDialog('Reload');
    const reload = vi.fn();
    const log = vi.fn();
    guardRendererCrashes(contents, { showMessageBox: dialog.showMessageBox, reload, log });
    emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(dialog.showMessageBox).not.toHaveBeenCalled();
    emit('render-process-gone', {}, { reason: 'crashed', exitCode: 11 });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: UNTIL_CEILING_MS });
    expect(dialog.showMessageBox.mock.calls[0]![0].detail).toMatch(/changes are saved/);
    dialog.answer = 'Wait';
    emit('unresponsive');
    await vi.waitFor(() => expect(dialog.showMessageBox).toHaveBeenCalledTimes(2), {
      timeout: UNTIL_CEILING_MS,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'renderer gone: clean-exit (exit code 0)',
      'renderer gone: crashed (exit code 11)',
      'renderer unresponsive',
    ]);
  });
});

describe('requests in flight at quit', () => {
  it('waits for them to settle, but not past the limit', async () => {
    let answer: (value: string) => void = () => undefined;
    const tracked = trackInFlight(() => new Promise<string>((resolve) => (answer = resolve)));
    const call = tracked.run();
    expect(tracked.count()).toBe(1);
    let settled = false;
    const waiting = tracked.settled(60_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer('ok');
    await waiting;
    expect(await call).toBe('ok');
    expect(tracked.count()).toBe(0);
    const stuck = trackInFlight(() => new Promise<never>(() => undefined));
    void stuck.run();
    await stuck.settled(10);
    expect(stuck.count()).toBe(1);
  });
});
