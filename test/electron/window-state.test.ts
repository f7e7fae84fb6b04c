// The window opens where it was left, unless that place is on no display any more.
import { describe, expect, it, vi } from 'vitest';
import {
  placeWindow,
  readWindowState,
  trackWindowState,
  type Rect,
  type TrackedWindow,
} from '../../electron/window-state';
import { memoryFile } from './fakes';
import { UNTIL_CEILING_MS } from '../support/until';

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 900 };
const external: Rect = { x: 1440, y: 0, width: 2560, height: 1440 };
const defaults = { width: 1280, height: 820 };

describe('placing the window', () => {
  it('keeps the saved place on a display that is there', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 1000, maximized: false };
    expect(placeWindow(saved, [laptop, external], defaults)).toEqual(saved);
  });

  it('brings a window from a monitor that is gone back onto the primary display', () => {
    const saved = { x: 1600, y: 100, width: 1600, height: 1200, maximized: true };
    expect(placeWindow(saved, [laptop], defaults)).toEqual({
      x: 0,
      y: 0,
      width: 1440,
      height: 900,
      maximized: true,
    });
  });

  it('moves a window barely showing at an edge', () => {
    const saved = { x: 1400, y: 850, width: 800, height: 600, maximized: false };
    expect(placeWindow(saved, [laptop], defaults)).toMatchObject({ x: 320, y: 150 });
  });

  it('centers the default size when nothing was saved', () => {
    expect(placeWindow(null, [laptop], defaults)).toEqual({
      x: 80,
      y: 40,
      width: 1280,
      height: 820,
      maximized: false,
    });
  });
});

describe('remembering it', () => {
  it('saves size, position and maximized when the window closes; a damaged file is ignored', async () => {
    const file = memoryFile();
    const listeners = new Map<string, () => void>();
    const window: TrackedWindow = {
      on: (event, listener) => void listeners.set(event, listener),
      getNormalBounds: () => ({ x: 10, y: 20, width: 900, height: 700 }),
      isMaximized: () => true,
    };
    trackWindowState(window, file);
    listeners.get('close')!();
    await vi.waitFor(async () => expect(await readWindowState(file)).not.toBeNull(), {
      timeout: UNTIL_CEILING_MS,
    });
    expect(await readWindowState(file)).toEqual({
      x: 10,
      y: 20,
      width: 900,
      height: 700,
      maximized: true,
    });
    await file.write(Buffer.from('{"x": "left"}'));
    expect(await readWindowState(file)).toBeNull();
  });
});
