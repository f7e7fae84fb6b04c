// `npm run icons`: renders the one source icon (electron/resources/icon.svg) into the PNGs
// the platforms need: 1024 px for electron-builder (which makes .icns and .ico from it) and
// 192/512 px for the browser mode's web app manifest. Uses Chromium through Playwright.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../test/support/chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const svg = await readFile(`${root}electron/resources/icon.svg`, 'utf8');
const outputs = [
  { size: 1024, file: 'electron/resources/icon.png' },
  { size: 512, file: 'renderer/public/icon-512.png' },
  { size: 192, file: 'renderer/public/icon-192.png' },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const { size, file } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
    );
    await page.locator('svg').screenshot({ path: `${root}${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
