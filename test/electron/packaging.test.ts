// The packaging config names what each platform needs, from one source icon, with the fuses
// of the Electron security checklist; `npm run dist` without a runtime says so in one line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../..', import.meta.url));
interface BuilderConfig {
  icon: string;
  files: string[];
  fileAssociations?: unknown;
  electronFuses: Record<string, boolean>;
  linux: { target: string[] };
  mac: { target: string[]; hardenedRuntime: boolean; entitlements: string };
  win: { target: string[] };
  publish: unknown;
}

const config = parse(readFileSync(`${root}electron-builder.yml`, 'utf8')) as BuilderConfig;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const data = readFileSync(path);
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('electron-builder.yml', () => {
  it('builds AppImage and deb, a hardened dmg with its entitlements, and an NSIS installer', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(existsSync(`${root}${config.mac.entitlements}`)).toBe(true);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.fileAssociations).toBeUndefined();
  });

  it('takes its icon from the rendered source SVG, large enough for every platform', () => {
    expect(existsSync(`${root}electron/resources/icon.svg`)).toBe(true);
    expect(pngSize(`${root}${config.icon}`)).toEqual([1024, 1024]);
    expect(pngSize(`${root}renderer/public/icon-512.png`)).toEqual([512, 512]);
  });

  it('sets the fuses of the security checklist and ships no npm start config', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      onlyLoadAppFromAsar: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(config.files).toContain('!dist/app-config.json');
  });

  it('publishes nowhere unless a build is given an update URL', () => {
    expect(config.publish).toBeNull();
  });
});

describe('npm run dist without a runtime', () => {
  it('says so in one line and exits non-zero', () => {
    const run = spawnSync(
      process.execPath,
      ['electron/scripts/dist.mjs', '-c.electronDist=/nonexistent'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'npm run dist: -c.electronDist=/nonexistent holds no Electron executable.',
    ]);
  });
});
