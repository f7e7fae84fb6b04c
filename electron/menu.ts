// The app menu: the platform's usual roles (edit, view, window; on macOS the app menu) and
// the app's own actions, which reach the page as the same checked event its keyboard
// shortcuts run (shared/desktop/desktop-api.ts `menuAction`).
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuAction } from '../shared/desktop/desktop-api';

export interface MenuDeps {
  platform: NodeJS.Platform;
  appName: string;
  send(action: MenuAction): void;
  openLogsFolder(): void;
}

export function appMenuTemplate(deps: MenuDeps): MenuItemConstructorOptions[] {
  const mac = deps.platform === 'darwin';
  const action = (label: string, name: MenuAction, accelerator?: string) => ({
    label,
    accelerator,
    click: () => deps.send(name),
  });
  const settings = action(mac ? 'Settings…' : 'Settings', 'settings', 'CmdOrCtrl+,');
  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: [
        action('New Client', 'new-client', 'CmdOrCtrl+N'),
        action('Search…', 'find-client', 'CmdOrCtrl+K'),
        { type: 'separator' },
        action('Sync Now', 'sync-now', 'CmdOrCtrl+Shift+S'),
        action('Export Clients…', 'export-clients', 'CmdOrCtrl+E'),
        ...(mac ? [] : [{ type: 'separator' as const }, settings, { type: 'separator' as const }]),
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [{ label: 'Open Logs Folder', click: () => deps.openLogsFolder() }],
    },
  ];
  if (mac) {
    template.unshift({
      label: deps.appName,
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        settings,
        { type: 'separator' },
        { role: 'services' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    });
  }
  return template;
}
