import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPositionSchema, type BoardPosition } from '@shared/map/position';
import { describeWithPeerData, peerPath } from '../../../tests/support/peer';
import { runCli } from '../run';

let work: string;
let saved: string | undefined;

async function cli(...argv: string[]) {
  const text = { out: '', err: '' };
  const status = await runCli(argv, { out: (t) => void (text.out += t), err: (t) => void (text.err += t), cwd: work });
  return { status, ...text };
}

beforeAll(() => {
  saved = process.env.HAVEN_DATA_DIR;
  work = mkdtempSync(join(tmpdir(), 'haven-cli-layout-'));
  process.env.HAVEN_DATA_DIR = join(work, 'data');
});
afterAll(() => {
  if (saved === undefined) delete process.env.HAVEN_DATA_DIR;
  else process.env.HAVEN_DATA_DIR = saved;
});

const floorOf = (position: BoardPosition) => Object.values(position.tiles).filter((t) => t !== 'doorOpen' && t !== 'doorClosed');

describe('layout on the command line, before any layouts are imported', () => {
  it('says how to get them, exit 2', async () => {
    const none = await cli('layout', '1', '--players', '4');
    expect(none).toMatchObject({ status: 2, out: '' });
    expect(none.err).toMatch(/No scenario layouts are imported: import the Virtual Gloomhaven Board first/);
  });

  it('refuses what is no scenario or no party, with the usage', async () => {
    expect((await cli('layout', 'barrow', '--players', '4')).err).toMatch(/"barrow" is no scenario/);
    expect((await cli('layout', '1', '--players', '7')).err).toMatch(/--players is 1 to 4 characters, not "7"/);
    expect((await cli('layout', '1')).err).toMatch(/Usage:\n {2}layout SCENARIO --players N/);
  });
});

describeWithPeerData("layout on the command line, from the Virtual Gloomhaven Board's data", () => {
  beforeAll(async () => {
    const imported = await cli('import', peerPath('vgb-data', 'VirtualGloomhavenBoard'));
    if (imported.status !== 0) throw new Error(imported.err);
    expect(imported.out).toContain('94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo');
    expect(imported.out).toContain('Purple Kingdom Games, CC BY 4.0');
  });

  it('prints Black Barrow for four characters: L1a with its 6 monsters, as haven-board/1', async () => {
    const { status, out } = await cli('layout', '1', '--players', '4');
    expect(status).toBe(0);
    const position = boardPositionSchema.parse(JSON.parse(out));
    expect(position.format).toBe('haven-board/1');
    expect(floorOf(position)).toHaveLength(32);
    expect(Object.values(position.tiles).filter((t) => t === 'doorClosed')).toHaveLength(1);
    // Four bandit guards and two elite ones, the monster key's column for four characters.
    expect(position.figures.map((f) => [f.kind, f.name])).toEqual(Array.from({ length: 6 }, () => ['monster', 'bandit-guard']));
    expect(position.figures.filter((f) => f.isElite)).toHaveLength(2);
    expect(new Set(position.figures.map((f) => f.hex.join(','))).size).toBe(6);
    for (const figure of position.figures) expect(position.tiles[figure.hex.join(',')]).toBe('floor');
  });

  it('prints every room of Black Barrow, revealed: 83 floor hexes and 20 monsters', async () => {
    const position = boardPositionSchema.parse(JSON.parse((await cli('layout', '1', '--players', '4', '--all-rooms')).out));
    expect(floorOf(position)).toHaveLength(83);
    expect(position.figures).toHaveLength(20);
    expect(Object.values(position.tiles).filter((t) => t === 'doorOpen')).toHaveLength(2);
    // Two characters meet fewer of them.
    const two = boardPositionSchema.parse(JSON.parse((await cli('layout', '1', '--players', '2', '--all-rooms')).out));
    expect(two.figures.length).toBeLessThan(20);
  });

  it('says when a scenario has no layout', async () => {
    const missing = await cli('layout', '55', '--players', '3');
    expect(missing).toMatchObject({ status: 2 });
    expect(missing.err).toMatch(/The imported layouts have none for scenario 55/);
    expect((await cli('layout', 'solo:3', '--players', '1')).status).toBe(0);
  });
});
