// Bundles the Electron main process (ES module) and preload (CommonJS: a sandboxed preload
// cannot load ES modules) into dist-electron/, with Vite's library mode. Only `electron`
// and Node built-ins stay external, so the packaged app needs no node_modules.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const external = ['electron', /^node:/, ...builtinModules];

function bundle(entry, format, fileName, emptyOutDir) {
  return build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      outDir: 'dist-electron',
      emptyOutDir,
      target: 'node22',
      minify: false,
      sourcemap: true,
      lib: { entry, formats: [format], fileName: () => fileName },
      rolldownOptions: { external },
    },
  });
}

export async function buildElectron() {
  await bundle('electron/main.ts', 'es', 'main.js', true);
  await bundle('electron/preload.ts', 'cjs', 'preload.cjs', false);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildElectron();
  console.log('Built dist-electron/main.js and dist-electron/preload.cjs');
}
