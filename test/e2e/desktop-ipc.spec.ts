// What the page can ask of main in the desktop shell, through the harness: the named calls
// of the shell's preload and nothing else; a call from a sub-frame, or with arguments main's
// schemas refuse, is refused and changes nothing; the page's errors reach main's log; the one
// URL main opens outside the app is a mailto: it builds itself.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { desktopChannels } from '../../shared/desktop/desktop-api';
import { IPC_BINDING } from '../support/desktop-harness/bridge-names';
import { expect, test } from '../support/desktop-harness/fixture';

type Desktop = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Calls window.desktop[name](...args) in the page: its answer, or why it was refused. */
function call(page: Page, name: string, ...args: unknown[]) {
  return page.evaluate(
    ({ name, args }) =>
      (window as unknown as { desktop: Desktop }).desktop[name]!(...args).then(
        (value) => ({ answered: value }),
        (error: unknown) => ({ refused: String(error) }),
      ),
    { name, args },
  );
}

test(
  'the page sees the shell’s named calls, and no way to IPC or Node',
  { tag: '@core' },
  async ({ page, desktop }) => {
    await desktop.open('/settings');
    await expect(page.getByText('Desktop app (linux)')).toBeVisible();
    await expect(page.getByText('Browser mode')).toHaveCount(0);
    const exposed = await page.evaluate((binding) => {
      const shell = (window as { desktop?: Record<string, unknown> }).desktop ?? {};
      return {
        names: Object.keys(shell).sort(),
        types: [...new Set(Object.values(shell).map((value) => typeof value))],
        frozen: Object.isFrozen(shell),
        hidden: ['require', 'process', 'ipcRenderer', binding].filter((name) => name in window),
      };
    }, IPC_BINDING);
    expect(exposed).toEqual({
      names: Object.keys(desktopChannels).sort(),
      types: ['function'],
      frozen: true,
      hidden: [],
    });
  },
);

test('a call from a sub-frame is refused', { tag: '@core' }, async ({ page, desktop }) => {
  await desktop.open();
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<p>a frame</p>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  const sub = page.frames().find((frame) => frame !== page.mainFrame())!;
  await sub.waitForLoadState();
  // No preload there, as in Electron; what a script there could still reach is refused.
  const asked = await sub.evaluate(
    async ({ binding, channels }) => {
      const invoke = (window as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[
        binding
      ]!;
      const answers: string[] = [];
      for (const [channel, args] of channels) {
        answers.push(
          await invoke(channel, ...args).then(
            (value) => `answered ${JSON.stringify(value)}`,
            (error: unknown) => String(error),
          ),
        );
      }
      return { desktop: typeof (window as { desktop?: unknown }).desktop, answers };
    },
    {
      binding: IPC_BINDING,
      channels: [
        [desktopChannels.getInfo, []],
        [desktopChannels.setRemoteUrl, ['https://evil.example/']],
      ] as [string, unknown[]][],
    },
  );
  expect(asked.desktop).toBe('undefined');
  expect(asked.answers).toEqual([
    expect.stringMatching(/Refused charter-desk:get-info: the sender is not the app's main frame/),
    expect.stringMatching(/Refused charter-desk:set-remote-url: the sender is not the app's main/),
  ]);
  expect(desktop.messageBox.shown).toEqual([]);
});

test(
  'arguments main’s schemas refuse are refused, and nothing changes',
  { tag: '@core' },
  async ({ page, desktop }) => {
    await desktop.open();
    const malformed: [string, ...unknown[]][] = [
      ['setRemoteUrl', 'javascript:alert(1)'],
      ['setRemoteUrl', 'http://evil.example/'],
      ['setApiKey', 'two words'],
      ['setApiKey', 42],
      [
        'remoteFetch',
        { method: 'GET', url: 'https://evil.example/v1/clients', headers: {}, body: null },
      ],
      ['remoteFetch', { method: 'GET', url: '/_sim/requests', headers: {}, body: null }],
      ['beginExport', '../../escape.csv'],
      ['writeExport', 'not-an-export-id', 'name\r\n'],
      ['finishExport', { id: 1 }],
      ['savePdf', '../sheet.pdf', 'A4', { kind: 'proposal', reveal: false }],
      ['savePdf', 'sheet.pdf', 'Tabloid', { kind: 'proposal', reveal: false }],
      ['savePdf', 'sheet.pdf', 'A4', { kind: 'invoice', reveal: false }],
      ['savePdf', 'sheet.pdf', 'A4', { kind: 'proposal', reveal: true, path: '/etc/passwd' }],
      ['savePdf', 'sheet.pdf', 'A4'],
      ['logError', ['not', 'text']],
    ];
    for (const [name, ...args] of malformed) {
      expect(await call(page, name, ...args), `${name}(${JSON.stringify(args)})`).toEqual({
        refused: expect.stringMatching(/Invalid arguments of charter-desk:/),
      });
    }
    expect(desktop.messageBox.shown).toEqual([]);
    expect(desktop.saveDialog.shown).toEqual([]);
    expect(desktop.shownInFolder).toEqual([]);
    expect(await call(page, 'getInfo')).toEqual({
      answered: expect.objectContaining({ remoteUrl: null, hasApiKey: false }),
    });
  },
);

test(
  'an error in the page reaches main’s log, with secrets cut out',
  { tag: '@core' },
  async ({ page, desktop, pageErrors }) => {
    await desktop.open();
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('The remote refused Bearer ck_never_in_the_log');
      }),
    );
    const log = join(desktop.userData, 'logs', 'charter-desk.log');
    const logged = () => readFile(log, 'utf8').catch(() => '');
    // The line itself, not any page line: another may have come first.
    await expect.poll(logged).toMatch(/\[renderer\] .*The remote refused Bearer \[key\]/);
    expect(await logged()).not.toContain('ck_never_in_the_log');
    // The error this test threw on purpose.
    expect(pageErrors.splice(0)).toEqual([
      'pageerror: The remote refused Bearer ck_never_in_the_log',
    ]);
  },
);

test(
  'main opens only a mailto: it builds from checked parts, never a URL from the page',
  { tag: '@core' },
  async ({ page, desktop }) => {
    await desktop.open();
    const draft = {
      to: 'ada@example.com',
      subject: 'Proposal — trip #1001',
      body: 'Dear Ada,\nChallenger 350: €46,500',
    };
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)']) {
      // As it is, as the address, or beside the parts.
      for (const argument of [url, { ...draft, to: url }, { ...draft, url }]) {
        expect(await call(page, 'openMail', argument), JSON.stringify(argument)).toEqual({
          refused: expect.stringMatching(/Invalid arguments of charter-desk:open-mail/),
        });
      }
    }
    expect(desktop.openedExternally).toEqual([]);
    expect(await call(page, 'openMail', draft)).toEqual({ answered: undefined });
    expect(desktop.openedExternally).toEqual([
      'mailto:ada@example.com?subject=Proposal%20%E2%80%94%20trip%20%231001' +
        '&body=Dear%20Ada%2C%0D%0AChallenger%20350%3A%20%E2%82%AC46%2C500',
    ]);
  },
);
