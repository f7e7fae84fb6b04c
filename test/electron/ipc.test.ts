import { describe, expect, it, vi } from 'vitest';
import { handleIpc } from '../../electron/ipc';
import { desktopChannels } from '../../shared/desktop/desktop-api';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { z } from 'zod';

import { fakeIpcMain, setupDesktopApi as setup } from './ipc-fixture';

describe('handleIpc', () => {
  it('refuses a channel without the app prefix', () => {
    const { ipcMain } = fakeIpcMain();
    expect(() => handleIpc(ipcMain, 'get-info', z.tuple([]), () => 1)).toThrow(/prefix/);
  });

  it('answers our main frame with parsed arguments', async () => {
    const { ipcMain, invoke } = fakeIpcMain();
    handleIpc(ipcMain, 'charter-desk:add', z.tuple([z.int(), z.int()]), (a, b) => a + b);
    expect(await invoke('charter-desk:add', [2, 3])).toBe(5);
    await expect(invoke('charter-desk:add', [2, '3'])).rejects.toThrow(ParseError);
    await expect(invoke('charter-desk:add', [2, 3, 4])).rejects.toThrow(
      /arguments of charter-desk:add/,
    );
  });

  it.each([
    ['a sub-frame', { url: 'app://charter-desk/index.html', parent: {} }],
    ['another origin', { url: 'https://evil.example/', parent: null }],
    ['a destroyed frame', null],
  ])('refuses %s', async (_what, senderFrame) => {
    const { ipcMain, invoke } = fakeIpcMain();
    const handler = vi.fn();
    handleIpc(ipcMain, 'charter-desk:x', z.tuple([]), handler);
    await expect(invoke('charter-desk:x', [], { senderFrame })).rejects.toThrow(/Refused/);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the desktop API in main', () => {
  it('registers every channel the page invokes, each with the prefix', () => {
    const { handlers } = setup();
    const invoked = Object.values(desktopChannels).filter(
      (channel) => channel !== desktopChannels.onEvent,
    );
    expect([...handlers.keys()].sort()).toEqual(invoked.sort());
  });

  it('shows a notification the page asks for, and refuses one that names no thread', async () => {
    const { invoke, notify } = setup();
    const notice = {
      title: 'Quote from Harbor Jets',
      body: 'Trip #1001 · KTEB → KPBI',
      tag: 'quote|1',
      thread: {
        trip_request_id: '0d000000-0000-4000-8000-000000000001',
        rfq_id: '0d000000-0000-4000-8000-000000000002',
      },
    };
    await invoke(desktopChannels.showNotification, [notice]);
    expect(notify).toHaveBeenCalledWith(notice);
    for (const bad of [
      { ...notice, thread: { trip_request_id: '../../settings', rfq_id: 'x' } },
      { ...notice, title: 'x'.repeat(201) },
      { ...notice, onclick: 'alert(1)' },
    ]) {
      await expect(invoke(desktopChannels.showNotification, [bad])).rejects.toThrow(ParseError);
    }
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('opens only a mailto: it builds from a checked address, subject and body', async () => {
    const { invoke, openExternal } = setup();
    const draft = { to: 'ada@example.com', subject: 'Your proposal', body: 'Dear Ada,\nAttached.' };
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      // A URL given as it is, as the address, or beside the parts: refused all the same.
      for (const args of [[url], [{ ...draft, to: url }], [{ ...draft, url }]]) {
        await expect(invoke(desktopChannels.openMail, args), url).rejects.toThrow(ParseError);
      }
    }
    for (const bad of [
      { ...draft, to: 'ada@example.com?cc=eve@evil.example' },
      { ...draft, to: 'ada@example.com,eve@evil.example' },
      { ...draft, subject: 'Hi\r\nBcc: eve@evil.example' },
      { ...draft, body: 'x'.repeat(2001) },
    ]) {
      await expect(invoke(desktopChannels.openMail, [bad])).rejects.toThrow(ParseError);
    }
    expect(openExternal).not.toHaveBeenCalled();
    await invoke(desktopChannels.openMail, [draft]);
    expect(openExternal.mock.calls).toEqual([
      ['mailto:ada@example.com?subject=Your%20proposal&body=Dear%20Ada%2C%0D%0AAttached.'],
    ]);
  });

  it('saves a PDF only where the broker picks in main’s dialog: the page names no path', async () => {
    const { invoke, showSaveDialog, showItemInFolder } = setup();
    const sheet = { kind: 'proposal', reveal: false };
    for (const name of ['/etc/cron.d/sheet.pdf', '../sheet.pdf', 'C:\\sheet.pdf', '.sheet.pdf']) {
      const args = [name, 'A4', sheet];
      await expect(invoke(desktopChannels.savePdf, args), name).rejects.toThrow(ParseError);
    }
    // What to show in the folder is never a path from the page, and the kind is a known one.
    const proposal = { kind: 'proposal', reveal: true };
    for (const save of [
      { ...proposal, reveal: '/home/broker/.ssh/id_rsa' },
      { ...proposal, path: '/home/broker/.ssh/id_rsa' },
      { ...proposal, kind: 'invoice' },
      { ...proposal, kind: 'Save your password as PDF' },
      { reveal: true },
      undefined,
    ]) {
      const args = ['proposal-trip-7.pdf', 'A4', save];
      await expect(invoke(desktopChannels.savePdf, args), JSON.stringify(save)).rejects.toThrow(
        ParseError,
      );
    }
    expect(showSaveDialog).not.toHaveBeenCalled();
    // A plain name is only the dialog's suggestion; cancelled, nothing is saved nor shown.
    expect(await invoke(desktopChannels.savePdf, ['proposal-trip-7.pdf', 'A4', proposal])).toBe(
      null,
    );
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Save proposal as PDF',
        defaultPath: 'proposal-trip-7.pdf',
      }),
    );
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

  it('takes an export part as text or bytes, each within 16 MB, and nothing else', async () => {
    const { invoke } = setup();
    const id = '6f9619ff-8b86-4d01-b42d-00c04fc964ff';
    const tooLarge = 16 * 1024 * 1024 + 1;
    const refused = [new Uint8Array(tooLarge), 'x'.repeat(tooLarge), {}, 42];
    for (const part of refused) {
      await expect(invoke(desktopChannels.writeExport, [id, part])).rejects.toThrow(ParseError);
    }
    // Well-formed parts reach the writer, which knows no such export.
    for (const part of [new TextEncoder().encode('Zoë\r\n'), 'Zoë\r\n']) {
      await expect(invoke(desktopChannels.writeExport, [id, part])).rejects.toThrow(/No export/);
    }
  });
});
