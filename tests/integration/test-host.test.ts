import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureHostBundle, hostBundlePath } from '../../main/host-bundle.cjs';
import { newDataDir, startBundledHost, type HostProcess } from '../support/bundled-host';
import { connectHost } from '../support/host-client';
import { startTestHost, valueOf } from '../support/test-host';

const root = resolve(__dirname, '..', '..');

beforeAll(async () => {
  await ensureHostBundle(root);
}, 120_000);

const hosts: HostProcess[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.stop()));
});

/** `serve` from the bundle as npm start runs it, until it stops by itself. */
function serveOnce(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [hostBundlePath('cli', root), 'serve', ...args], {
    cwd: root,
    env: { ...process.env, HAVEN_PORT: '0', HAVEN_OPEN_BROWSER: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

it("a person's host with HAVEN_SEED in its environment does not start, and opens no data file", () => {
  const dataDir = newDataDir();
  const result = serveOnce([], { HAVEN_SEED: '7', HAVEN_DATA_DIR: dataDir });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('HAVEN_SEED is only for Haven\'s own tests ("serve --test-host"); unset it to start Haven.');
  expect(existsSync(join(dataDir, 'haven.sqlite3'))).toBe(false);
});

it('the tests’ host needs a data folder named for it', () => {
  const env: Record<string, string> = { HAVEN_SEED: '7' };
  const result = spawnSync(process.execPath, [hostBundlePath('cli', root), 'serve', '--test-host'], {
    cwd: root,
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'HAVEN_DATA_DIR')), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('set HAVEN_DATA_DIR');
});

it('the tests’ host starts every campaign and scenario from the seed it was given', async () => {
  const host = await startBundledHost({ seed: 7 });
  hosts.push(host);
  const { call, close } = await connectHost(host.url);
  try {
    const campaign = await call('campaigns.create', { name: 'Seeded', edition: 'gh1' });
    await call('scenarios.start', {
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [{ name: 'Ada', classId: 'lanternwright', level: 1 }],
      scenarioLevel: 1,
    });
    const db = new Database(join(host.dataDir, 'haven.sqlite3'), { readonly: true });
    try {
      const setup = JSON.parse((db.prepare('SELECT setup FROM scenario_sessions').get() as { setup: string }).setup) as { seed: number };
      expect(setup.seed).toBe(7);
      // The campaign's shuffles (its event decks, built at creation) are those of a host given seed 7.
      const state = JSON.parse((db.prepare('SELECT state FROM campaigns WHERE id = ?').get(campaign.state.id) as { state: string }).state);
      const same = await startTestHost({ seed: 7 });
      try {
        const expected = await valueOf(() => same)<{ state: { rng: unknown; eventDecks: unknown } }>('campaigns.create', {
          name: 'Seeded',
          edition: 'gh1',
        });
        expect(state.eventDecks.city.length).toBeGreaterThan(1);
        expect(state.eventDecks).toEqual(expected.state.eventDecks);
        expect(state.rng).toEqual(expected.state.rng);
      } finally {
        await same.close();
      }
    } finally {
      db.close();
    }
  } finally {
    close();
  }
});
