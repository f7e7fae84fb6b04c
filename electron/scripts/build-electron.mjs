// Bundles the Electron main process (ES module) and preload (CommonJS: a sandboxed preload
// cannot load ES modules) into dist-electron/, with Vite's library mode. Only `electron`
// and Node built-ins stay external, so the packaged app needs no node_modules. Main carries
// the update URL this build was given (update-url.mjs), or null.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { updateUrlFrom } from './update-url.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const external = ['electron', /^node:/, ...builtinModules];
// CommonJS bundled into main (electron-updater) calls `require`, which an ES module lacks.
const requireInMain =
  "import { createRequire as charterDeskRequire } from 'node:module';\n" +
  'const require = charterDeskRequire(import.meta.url);';

function bundle(entry, format, fileName, emptyOutDir, { banner, define } = {}) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    define,
    build: {
      outDir: 'dist-electron',
      emptyOutDir,
      target: 'node22',
      minify: false,
      sourcemap: true,
      lib: { entry, formats: [format], fileName: () => fileName },
      rolldownOptions: { external, output: { banner } },
    },
  });
}

export async function buildElectron() {
  await bundle('electron/main.ts', 'es', 'main.js', true, {
    banner: requireInMain,
    define: { __CHARTER_DESK_UPDATE_URL__: JSON.stringify(updateUrlFrom(process.env)) },
  });
  await bundle('electron/preload.ts', 'cjs', 'preload.cjs', false);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElectron();
  console.log('Built dist-electron/main.js and dist-electron/preload.cjs');
}
