// Playwright cannot download browsers on this machine: every launch uses the system
// Chromium (docs/toolchain.md), from the config and from tests that launch their own context.
import type { LaunchOptions } from '@playwright/test';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
