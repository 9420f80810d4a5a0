import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFolderSync } from './make-folder';

describe('makeFolderSync', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function scratch(): string {
    const dir = mkdtempSync(join(tmpdir(), 'haven-folder-'));
    made.push(dir);
    return dir;
  }

  it('creates every missing folder down to the one asked for, and accepts one that exists', () => {
    const root = scratch();
    const deep = join(root, 'a', 'b', 'c');
    makeFolderSync(deep);
    expect(statSync(deep).isDirectory()).toBe(true);
    expect(() => makeFolderSync(deep)).not.toThrow();
  });

  it('refuses a path that runs through a file, naming ENOTDIR', () => {
    const root = scratch();
    writeFileSync(join(root, 'file'), 'x');
    expect(() => makeFolderSync(join(root, 'file', 'inner'))).toThrow(expect.objectContaining({ code: 'ENOTDIR' }));
  });

  // Node's recursive mkdir never returns here; this one fails at once with the kernel's answer.
  it.runIf(process.platform === 'linux')('fails at once under /proc instead of looping', () => {
    const started = Date.now();
    expect(() => makeFolderSync('/proc/haven-nope/data')).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
