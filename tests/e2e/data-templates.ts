import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostBundleDir } from '../../main/host-bundle.cjs';
import { newDataDir, startBundledHost } from '../support/bundled-host';
import { connectHost } from '../support/host-client';
import { peerPath } from './peer-path';

const root = resolve(__dirname, '..', '..');

/**
 * Prepared data a test's host starts on: `empty` (what a first start installs, the demo pack), or
 * Gloomhaven Secretariat's edition file imported (`gh1`: gh.json, `gh2e`: gh2e.json).
 */
export type PreparedData = 'empty' | 'gh1' | 'gh2e';

const PEER_FILES: Record<Exclude<PreparedData, 'empty'>, string> = { gh1: 'gh.json', gh2e: 'gh2e.json' };

/** Where the templates are kept between runs: beside the run's results, never in the checkout's sources. */
const TEMPLATES = join(root, 'test-results', 'data-templates');

/**
 * The template's name: it changes with the host's code (the bundle's inputs: a new migration or
 * importer prepares it again) and with the imported file.
 */
function templateKey(kind: Exclude<PreparedData, 'empty'>): string {
  const file = peerPath('ghs-data', PEER_FILES[kind]);
  const { size, mtimeMs } = statSync(file);
  const hash = createHash('sha256')
    .update(readFileSync(join(hostBundleDir(root), 'inputs.json')))
    .update(`${file}\0${size}\0${mtimeMs}`);
  return `${kind}-${hash.digest('hex').slice(0, 16)}`;
}

/** Imports the edition file into a fresh data folder through the host, as the Content screen would send it. */
async function prepare(kind: Exclude<PreparedData, 'empty'>): Promise<string> {
  const dataDir = newDataDir();
  const host = await startBundledHost({ dataDir });
  try {
    const { call, close } = await connectHost(host.url);
    try {
      const file = PEER_FILES[kind];
      await call('content.import', { files: [{ path: file, dataBase64: readFileSync(peerPath('ghs-data', file)).toString('base64') }] });
    } finally {
      close();
    }
  } finally {
    await host.stop();
  }
  return dataDir;
}

/**
 * The template data folder of `kind`, imported once and kept in test-results/data-templates while
 * the host's code and the file are unchanged. Two workers preparing it at once both finish; the
 * first rename wins.
 */
export async function dataTemplate(kind: Exclude<PreparedData, 'empty'>): Promise<string> {
  const key = templateKey(kind);
  const kept = join(TEMPLATES, key);
  if (existsSync(join(kept, 'haven.sqlite3'))) return kept;
  const prepared = await prepare(kind);
  mkdirSync(TEMPLATES, { recursive: true });
  const staged = mkdtempSync(join(TEMPLATES, `${key}.`));
  copyDataFile(prepared, staged);
  rmSync(prepared, { recursive: true, force: true });
  try {
    renameSync(staged, kept);
  } catch {
    rmSync(staged, { recursive: true, force: true }); // another worker's is there
  }
  // Templates of older code go.
  for (const name of readdirSync(TEMPLATES))
    if (name.startsWith(`${kind}-`) && name !== key) rmSync(join(TEMPLATES, name), { recursive: true, force: true });
  return kept;
}

/** The data file only (no backups, no log): a copy starts like a person's data on a new day. */
function copyDataFile(from: string, to: string): void {
  for (const name of readdirSync(from)) if (name.startsWith('haven.sqlite3')) copyFileSync(join(from, name), join(to, name));
}

/** A fresh data folder for one test: empty, or a copy of a template. */
export async function dataFolder(kind: PreparedData): Promise<string> {
  const dataDir = newDataDir();
  if (kind !== 'empty') copyDataFile(await dataTemplate(kind), dataDir);
  return dataDir;
}
