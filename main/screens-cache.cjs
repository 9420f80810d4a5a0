// Whether the built screens (out/renderer) still match their sources, so `npm start` builds them
// once and reuses them: a fingerprint of every source file's path, size and modification time is
// written beside the build and compared at the next start. Any change to the screens, shared/, the
// build config or the installed packages (package-lock) builds again.
// CommonJS, so that the launcher (an ES module), vitest and Playwright's CommonJS loader all load it.
const { createHash } = require('node:crypto');
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const SOURCES = ['renderer', 'shared', 'package.json', 'package-lock.json'];
const STAMP = '.haven-build-stamp';

function* files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(full).sort()) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    yield* files(root, join(path, entry));
  }
}

/** The sources' fingerprint: changes when a file is added, removed, resized or touched. */
function screensFingerprint(root) {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const [path, stat] of files(root, source)) hash.update(`${relative(root, join(root, path))}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** True when out/renderer was built from the sources as they are now. */
function isScreensBuildCurrent(root, outDir = join(root, 'out', 'renderer')) {
  const stamp = join(outDir, STAMP);
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === screensFingerprint(root);
}

/** Records that out/renderer matches the sources (call right after a successful build). */
function markScreensBuilt(root, fingerprint, outDir = join(root, 'out', 'renderer')) {
  writeFileSync(join(outDir, STAMP), fingerprint);
}

module.exports = { screensFingerprint, isScreensBuildCurrent, markScreensBuilt };
