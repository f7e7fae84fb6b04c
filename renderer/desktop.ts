// The desktop shell's API (electron/preload.ts), absent in browser mode.
import type { DesktopApi } from '../shared/desktop/desktop-api';

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}

export const desktop: DesktopApi | null = window.desktop ?? null;
