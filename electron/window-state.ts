// The window comes back where the broker left it: size, position and maximized, read from
// a small file in the user's data folder. A position on a monitor that is gone (a laptop
// back from its desk) is moved onto one that is there, rather than opening off screen.
import { z } from 'zod';
import type { FileStore } from './file-store';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const windowState = z.strictObject({
  x: z.int(),
  y: z.int(),
  width: z.int().positive(),
  height: z.int().positive(),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowState>;

/** How much of a window must show on some display for its place to be kept. */
const MIN_VISIBLE = 100;

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where the window opens: the saved bounds when enough of them show on a display's work
 * area, else the saved size (shrunk to fit) centered on the primary display; the default
 * size there when nothing was saved.
 */
export function placeWindow(
  saved: WindowState | null,
  workAreas: readonly Rect[],
  defaults: { width: number; height: number },
): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...defaults };
  if (saved) {
    const visible = workAreas.some((area) => {
      const shown = overlap(saved, area);
      return shown.width >= MIN_VISIBLE && shown.height >= MIN_VISIBLE;
    });
    if (visible) return saved;
  }
  const width = Math.min(saved?.width ?? defaults.width, primary.width);
  const height = Math.min(saved?.height ?? defaults.height, primary.height);
  return {
    x: primary.x + Math.round((primary.width - width) / 2),
    y: primary.y + Math.round((primary.height - height) / 2),
    width,
    height,
    maximized: saved?.maximized ?? false,
  };
}

export async function readWindowState(file: FileStore): Promise<WindowState | null> {
  const data = await file.read();
  if (!data) return null;
  try {
    return windowState.parse(JSON.parse(data.toString('utf8')));
  } catch {
    // A damaged file only costs the window its place.
    return null;
  }
}

/** What of a BrowserWindow the tracker needs; main passes the real window. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): void;
  getNormalBounds(): Rect;
  isMaximized(): boolean;
}

/** Saves the window's state a moment after it stops moving, and at once when it closes. */
export function trackWindowState(window: TrackedWindow, file: FileStore, delayMs = 500): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const state: WindowState = { ...window.getNormalBounds(), maximized: window.isMaximized() };
    void file.write(Buffer.from(JSON.stringify(state)));
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const)
    window.on(event, later);
  window.on('close', save);
}
