// The host bundle: the host, the command line and any worker-thread entry point, each bundled by
// esbuild into one plain CommonJS file under out/host/ (`out/host/<name>.cjs`). `npm start`, the
// command line (`npm run -s haven`) and the tests start these files, so TypeScript is compiled once,
// not at every start (tsx took ~1.5 s of every start on this machine).
//
// The bundle is built on first use and again whenever one of the files it was built from changed:
// esbuild's metafile lists them, and out/host/inputs.json keeps each one's size and modification
// time (installed packages count through package-lock.json). Checking ~500 files takes a few ms.
// CommonJS, so that the launcher (an ES module), vitest and Playwright's CommonJS loader all load it.
const { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { join, relative, resolve } = require('node:path');

/**
 * Every entry point of the bundle: `name: source` gives `out/host/<name>.cjs`. A worker thread's
 * script is one more line here; the host finds it with `workerScript(name)` (main/worker-script.ts).
 */
const HOST_ENTRIES = {
  // The command line's entry picks one of the two below (main/cli/index.ts).
  cli: 'main/cli/index.ts',
  'cli-main': 'main/cli/main.ts',
  'monster-turn': 'main/cli/monster-turn-main.ts',
  'solve-worker': 'main/monster-ai/solve-worker.ts',
  'read-worker': 'main/content/read-worker.ts',
};

/** Loaded from node_modules at run time: native code, Electron, the PDF printer's browser driver. */
const EXTERNAL = [
  'better-sqlite3',
  'electron',
  '@playwright/test',
  'playwright',
  'playwright-core',
  'bufferutil',
  'utf-8-validate',
  'esbuild',
];

/** Files that change the bundle without being one of its sources. */
const ALSO_DEPENDS_ON = ['package.json', 'package-lock.json', 'tsconfig.json', 'main/host-bundle.cjs'];

const STAMP = 'inputs.json';

/** esbuild, loaded only to build: a start with a current bundle never loads it. */
const esbuild = () => require('esbuild');

const defaultRoot = resolve(__dirname, '..');

/** out/host under a checkout. */
function hostBundleDir(root = defaultRoot) {
  return join(root, 'out', 'host');
}

/** The bundled file of one entry point, e.g. `hostBundlePath('cli')`. */
function hostBundlePath(name, root = defaultRoot) {
  return join(hostBundleDir(root), `${name}.cjs`);
}

function options(root) {
  return {
    absWorkingDir: root,
    entryPoints: HOST_ENTRIES,
    outdir: hostBundleDir(root),
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Beside each file, for the stacks in haven.log (node --enable-source-maps reads it).
    sourcemap: 'linked',
    external: EXTERNAL,
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
}

/** Size and modification time of a file, or null when it is gone. */
function fileStamp(path) {
  try {
    const stat = statSync(path);
    return [stat.size, stat.mtimeMs];
  } catch {
    return null;
  }
}

/**
 * Writes the outputs (each under a temporary name, then renamed, so a process starting meanwhile
 * reads a whole file) and the stamp last. A source edited while esbuild read it leaves no stamp,
 * so the next start builds again.
 */
function writeOutputs(root, result, startedAt) {
  mkdirSync(hostBundleDir(root), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  const sources = Object.keys(result.metafile.inputs).filter((path) => !path.split(/[\\/]/).includes('node_modules'));
  const inputs = {};
  for (const path of [...new Set([...sources, ...ALSO_DEPENDS_ON])]) {
    const stamp = fileStamp(resolve(root, path));
    if (stamp && stamp[1] > startedAt) return;
    inputs[relative(root, resolve(root, path))] = stamp;
  }
  const stamp = join(hostBundleDir(root), STAMP);
  writeFileSync(`${stamp}.${process.pid}.tmp`, JSON.stringify({ entries: HOST_ENTRIES, inputs }));
  renameSync(`${stamp}.${process.pid}.tmp`, stamp);
}

/** True when every entry's bundle exists and was built from the sources as they are now. */
function isHostBundleCurrent(root = defaultRoot) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(join(hostBundleDir(root), STAMP), 'utf8'));
  } catch {
    return false;
  }
  if (JSON.stringify(recorded.entries) !== JSON.stringify(HOST_ENTRIES)) return false;
  if (!Object.keys(HOST_ENTRIES).every((name) => existsSync(hostBundlePath(name, root)))) return false;
  for (const [path, stamp] of Object.entries(recorded.inputs)) {
    const now = fileStamp(join(root, path));
    if (now === null || stamp === null ? now !== stamp : now[0] !== stamp[0] || now[1] !== stamp[1]) return false;
  }
  return true;
}

/** Builds the bundle (about a second). */
async function buildHostBundle(root = defaultRoot) {
  const startedAt = Date.now();
  writeOutputs(root, await esbuild().build(options(root)), startedAt);
}

/** The same, for a caller that cannot wait on a promise (a worker's path asked for synchronously). */
function buildHostBundleSync(root = defaultRoot) {
  const startedAt = Date.now();
  writeOutputs(root, esbuild().buildSync(options(root)), startedAt);
}

/** Builds the bundle unless it is current; true when it built. */
async function ensureHostBundle(root = defaultRoot) {
  if (isHostBundleCurrent(root)) return false;
  await buildHostBundle(root);
  return true;
}

function ensureHostBundleSync(root = defaultRoot) {
  if (isHostBundleCurrent(root)) return false;
  buildHostBundleSync(root);
  return true;
}

module.exports = {
  HOST_ENTRIES,
  defaultRoot,
  hostBundleDir,
  hostBundlePath,
  isHostBundleCurrent,
  buildHostBundle,
  buildHostBundleSync,
  ensureHostBundle,
  ensureHostBundleSync,
};

// `node main/host-bundle.cjs`: builds it now (npm test's build step).
if (require.main === module) {
  buildHostBundle().catch((error) => {
    console.error(`The host bundle could not be built: ${error.message}`);
    process.exitCode = 1;
  });
}
