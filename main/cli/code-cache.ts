import { closeSync, fstatSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, wrap } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * Runs a CommonJS bundle as `require` would, with V8's code cache for it kept beside it
 * (`<file>.code-cache`; Node 20 has no `module.enableCompileCache`): a later start reads the
 * compiled code instead of parsing and compiling the bundle again. The cache names the bundle's
 * size and time first and counts only for that very file, so a rebuilt bundle is compiled afresh;
 * V8 refuses a cache of another V8 itself. A cache that cannot be written (a read-only folder) is
 * no fault: the bundle then just compiles each time.
 */
export function requireWithCodeCache(file: string): void {
  // Read from one open file: a bundle rebuilt meanwhile (renamed over this one) cannot mix the two.
  const fd = openSync(file, 'r');
  let source: string;
  let stamp: string;
  try {
    const stat = fstatSync(fd);
    stamp = `${stat.size}:${stat.mtimeMs}\n`;
    source = readFileSync(fd, 'utf8');
  } finally {
    closeSync(fd);
  }
  const cacheFile = `${file}.code-cache`;
  const cachedData = readCache(cacheFile, stamp);
  const script = new Script(wrap(source), { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) {
    // At exit, so that the functions the run compiled are in the cache too.
    process.once('exit', () => writeCache(cacheFile, stamp, script));
  }
  const module = { exports: {} };
  (script.runInThisContext() as (...args: unknown[]) => void).call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
  );
}

function readCache(cacheFile: string, stamp: string): Buffer | undefined {
  let saved: Buffer;
  try {
    saved = readFileSync(cacheFile);
  } catch {
    return undefined;
  }
  const end = saved.indexOf(10) + 1;
  return end > 0 && saved.subarray(0, end).toString('latin1') === stamp ? saved.subarray(end) : undefined;
}

function writeCache(cacheFile: string, stamp: string, script: Script): void {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([Buffer.from(stamp, 'latin1'), script.createCachedData()]));
    renameSync(temporary, cacheFile);
  } catch {
    // Not written: the next start compiles the bundle as this one did.
  }
}
