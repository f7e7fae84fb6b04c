// Playwright cannot download browsers on this machine: every launch uses the system
// Chromium (docs/toolchain.md), from the config and from tests that launch their own context.
import type { LaunchOptions } from '@playwright/test';

/**
 * Features switched off in every launch. Chromium 156 prepares the omnibox's popups as web
 * pages of their own (chrome://omnibox-popup.top-chrome) for each window, headless or not: a
 * renderer busy for about 0.7 s of CPU in every new context (cgroup cpuacct: 2.33 s against
 * 1.60 s to open the app and its demo book), a third of a short test. A second
 * `--disable-features` replaces the one Playwright passes (Chromium keeps the last), so its
 * list (playwright-core 1.65, chromiumSwitches) is repeated here.
 */
const DISABLED_FEATURES = [
  // Playwright's own.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // The omnibox's popups.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
  ],
};
