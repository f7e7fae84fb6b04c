import type { Session, WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, guardWebContents } from '../../electron/guards';

type Handler = (event: { preventDefault(): void }, url?: string) => void;

function fakeContents() {
  const handlers = new Map<string, Handler>();
  let openHandler: (() => unknown) | undefined;
  const contents = {
    on: (name: string, handler: Handler) => handlers.set(name, handler),
    setWindowOpenHandler: (handler: () => unknown) => (openHandler = handler),
  };
  guardWebContents(contents as unknown as Pick<WebContents, 'on' | 'setWindowOpenHandler'>);
  const fire = (name: string, url?: string) => {
    const event = { preventDefault: vi.fn() };
    handlers.get(name)?.(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { fire, openWindow: () => openHandler?.() };
}

describe('web contents guards', () => {
  it('cancels navigation and redirects away from the app, keeps ours', () => {
    const { fire } = fakeContents();
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'app://charter-desk/index.html')).toBe(false);
  });

  it('denies new windows and webviews', () => {
    const { fire, openWindow } = fakeContents();
    expect(openWindow()).toEqual({ action: 'deny' });
    expect(fire('will-attach-webview')).toBe(true);
  });

  it('denies every permission request and check', () => {
    let request: ((...args: unknown[]) => void) | undefined;
    let check: (() => boolean) | undefined;
    const session = {
      setPermissionRequestHandler: (handler: typeof request) => (request = handler),
      setPermissionCheckHandler: (handler: typeof check) => (check = handler),
    };
    denyAllPermissions(
      session as unknown as Pick<
        Session,
        'setPermissionRequestHandler' | 'setPermissionCheckHandler'
      >,
    );
    const callback = vi.fn();
    request?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(check?.()).toBe(false);
  });
});
