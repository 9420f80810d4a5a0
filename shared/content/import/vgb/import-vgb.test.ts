import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithPeerData, peerPath } from '../../../../tests/support/peer';
import { hexKey } from '../../../map/position';
import { assembleLayout, checkLayout, layOutBoard, overlappingHexes, type Layout } from '../../../layout';
import { englishRefusal } from '../../../rules/refusal';
import { importVgbLayouts, type LayoutImportOutcome } from './import-vgb';
import { problemWords } from './problem-words';

/** The board's repository as the import reads it: every JSON file by its path inside the folder. */
function readTree(root: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files.set(relative(root, full), JSON.parse(readFileSync(full, 'utf8')));
    }
  };
  walk(root);
  return files;
}

const VGB = () => peerPath('vgb-data', 'VirtualGloomhavenBoard');
const SCENARIOS = 'assets/data/scenarios';

function layoutsOf(outcome: LayoutImportOutcome): Layout[] {
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => `${e.file} ${e.path}: ${e.reason}`).join('\n'));
  return outcome.layouts;
}

const find = (layouts: readonly Layout[], set: string, number: number) => {
  const layout = layouts.find((l) => l.scenario.set === set && l.scenario.number === number);
  if (!layout) throw new Error(`no layout ${set} ${number}`);
  return layout;
};

/** gloomhaven.one's scenario strings (src/scenarios.js): position, then a tile side such as "L1a", a door or corridor digit, "x" or "z". */
function gloomhavenOneTiles(): Map<number, string[]> {
  const text = readFileSync(peerPath('gloomhaven-one', 'src', 'scenarios.js'), 'utf8');
  const sets = new Map<number, string[]>();
  for (const match of text.matchAll(/\n {2}(\d+): \[\n\s+'[^\n]*',\n\s+'([^']*)'/g)) {
    const tiles: string[] = [];
    const pieces = match[2] ?? '';
    for (let i = 0; i < pieces.length;) {
      const digits = /^\d+/.exec(pieces.slice(i));
      i += (digits?.[0].length ?? 0) + 1;
      const piece = pieces[i] ?? '';
      if (piece === 'x' || piece === 'z' || /\d/.test(piece)) i += 1;
      else {
        tiles.push(pieces.slice(i, i + 3));
        i += 3;
      }
      if (i < pieces.length && !/\d/.test(pieces[i] ?? '')) i += 1;
    }
    sets.set(Number(match[1]), tiles);
  }
  return sets;
}

describeWithPeerData("the Virtual Gloomhaven Board's layouts", () => {
  let outcome: LayoutImportOutcome;
  let layouts: Layout[];
  beforeAll(() => {
    outcome = importVgbLayouts(readTree(VGB()));
    layouts = layoutsOf(outcome);
  });

  it('imports every layout of the repository and counts them by game', () => {
    expect(outcome.ok && outcome.report.counts).toEqual({ gloomhaven: 94, 'forgotten-circles': 19, solo: 18 });
    // Only the scenarios folder gives the same layouts.
    const folder = layoutsOf(importVgbLayouts(readTree(join(VGB(), SCENARIOS))));
    expect(folder).toEqual(layouts);
  });

  it('says every known fault of the data as a warning', () => {
    const words = outcome.ok ? outcome.report.warningWords : [];
    const strays = words.filter((w) => w.key === 'files.layout.report.outsideTile');
    expect(words.filter((w) => w.key === 'files.layout.report.offMap')).toEqual([]);
    expect(strays.reduce((sum, w) => sum + Number(w.params['count']), 0)).toBe(17);
    expect(new Set(strays.map((w) => w.parts?.['scenario']?.[0]?.params['number']))).toEqual(
      new Set(['17', '35', '36', '49', '62', '72', '85', '87', '96']),
    );
    const twice = words.filter((w) => w.key === 'files.layout.report.placedTwice').map((w) => englishRefusal(w));
    expect(twice).toEqual([
      'Solo scenario 7 (Caravan escort): the tile L3a is put in 11 different places; it stays where it was put first.',
      'Solo scenario 9 (Storage Fees): the tile I2b is put in 5 different places; it stays where it was put first.',
      'Solo scenario 10 (Plane of Wild Beasts): the tile L3a is put in 11 different places; it stays where it was put first.',
    ]);
    const missing = words.filter((w) => w.key === 'files.layout.report.missing').map((w) => englishRefusal(w));
    expect(missing).toEqual([
      'Gloomhaven scenario 55 has no layout in the data.',
      'Forgotten Circles scenario 100 has no layout in the data.',
    ]);
    expect(outcome.ok && outcome.report.warnings).toHaveLength(strays.length + 3 + 2);
    expect(outcome.ok && outcome.report.warnings).toContain(
      "Gloomhaven scenario 49 (Rebel's Stand): 3 standees of city guard stand on a corridor outside the tile L1b; kept there, check them against the scenario book.",
    );
  });

  it('assembles Black Barrow to 83 floor hexes: L1a 32, G1b 23 and I1b 28', () => {
    const barrow = assembleLayout(find(layouts, 'gloomhaven', 1));
    expect(barrow.tiles.map((t) => [t.name, t.hexes.length])).toEqual([
      ['L1a', 32],
      ['G1b', 23],
      ['I1b', 28],
    ]);
    const floor = new Set(barrow.tiles.flatMap((t) => t.hexes.map(hexKey)));
    expect(floor.size).toBe(83);
    expect(barrow.rooms.map((r) => r.tiles)).toEqual([['L1a'], ['G1b'], ['I1b']]);
    const all = layOutBoard(barrow, { players: 4, rooms: 'all' });
    expect(Object.values(all.position.tiles).filter((t) => t !== 'doorOpen')).toHaveLength(83);
    expect(all.position.figures).toHaveLength(20);
    expect(layOutBoard(barrow, { players: 4 }).position.figures).toHaveLength(6);
  });

  it('assembles every layout with no two tiles on one hex, but for the pieces of J1b in scenario 101', () => {
    const overlaps = layouts
      .map((layout) => [`${layout.scenario.set} ${layout.scenario.number}`, overlappingHexes(assembleLayout(layout)).length] as const)
      .filter(([, count]) => count > 0);
    expect(overlaps).toEqual([['forgotten-circles 101', 25]]);
  });

  it("puts every monster on a hex of its room, every door between two rooms' hexes", () => {
    for (const layout of layouts) {
      const assembled = assembleLayout(layout);
      const roomOf = new Map(assembled.rooms.flatMap((room) => room.hexes.map((hex) => [hexKey(hex), room.number] as const)));
      const doors = new Set(assembled.doors.map((d) => hexKey(d.hex)));
      for (const monster of assembled.monsters)
        expect([layout.scenario.number, doors.has(hexKey(monster.hex)) || roomOf.has(hexKey(monster.hex))]).toEqual([
          layout.scenario.number,
          true,
        ]);
    }
  });

  it('uses the same tile sides as gloomhaven.one in all 94 scenarios both have', () => {
    const theirs = gloomhavenOneTiles();
    const shared = layouts.filter((l) => l.scenario.set === 'gloomhaven');
    expect(shared).toHaveLength(94);
    for (const layout of shared) {
      const ours = layout.tiles.map((t) => t.tile).filter((t) => t !== 'single');
      expect([layout.scenario.number, [...new Set(ours)].sort()]).toEqual([
        layout.scenario.number,
        [...new Set(theirs.get(layout.scenario.number))].sort(),
      ]);
    }
  });

  it('keeps every layout sound for the layout checks', () => {
    for (const layout of layouts) expect(checkLayout(layout).ok).toBe(true);
  });
});

describeWithPeerData('a malformed layout file', () => {
  let barrow: Record<string, unknown>;
  beforeAll(() => {
    barrow = JSON.parse(readFileSync(join(VGB(), SCENARIOS, '1.json'), 'utf8')) as Record<string, unknown>;
  });
  const importOne = (json: unknown, options = {}) => importVgbLayouts(new Map([[`${SCENARIOS}/1.json`, json]]), options);
  const sentences = (result: LayoutImportOutcome) => (result.ok ? [] : result.errors.map((e) => e.reason));

  it('is refused with a sentence naming the scenario when it names a tile that is none', () => {
    const json = structuredClone(barrow);
    (json['mapTileData'] as { ref: string }).ref = 'x9z';
    expect(sentences(importOne(json))).toEqual(['Gloomhaven scenario 1 (Black Barrow): "X9z" is no map tile of Gloomhaven']);
  });

  it('is refused when a hex lies out of range', () => {
    const json = structuredClone(barrow);
    (json['mapTileData'] as { doors: Array<{ room1X: number }> }).doors[0]!.room1X = 400;
    expect(sentences(importOne(json))).toEqual([
      "Gloomhaven scenario 1 (Black Barrow): a hex at tiles[1].on.cell lies out of range (more than 32 hexes from its tile's corner)",
      "Gloomhaven scenario 1 (Black Barrow): a hex at doors[0].cell lies out of range (more than 32 hexes from its tile's corner)",
    ]);
  });

  it('is refused when it names a monster no pack knows, once the packs are known', () => {
    expect(sentences(importOne(barrow, { isKnownMonster: (m: string) => m !== 'living-bones' }))).toEqual([
      'Gloomhaven scenario 1 (Black Barrow): no installed content pack knows the monster "living-bones"',
    ]);
    expect(importOne(barrow).ok).toBe(true);
  });

  it('is refused when it is not a scenario file of the board at all', () => {
    const result = importOne({ ...barrow, mapTileData: { ref: 'l1a', turns: 'north' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.path).toBe('$.mapTileData.turns');
  });

  it('is worded naming the scenario when its door tree loops', () => {
    const layout = find(layoutsOf(importOne(barrow)), 'gloomhaven', 1);
    const looped: Layout = {
      ...layout,
      tiles: layout.tiles.map((t) => (t.tile === 'L1a' ? { ...t, on: { tile: 'I1b', cell: [0, 0] }, cell: [0, 0] } : t)),
    };
    const checked = checkLayout(looped);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((p) => problemWords(checked.scenario, p).reason)).toEqual([
      'Gloomhaven scenario 1 (Black Barrow): the door tree loops: the tiles L1a, I1b, G1b stand on one another',
    ]);
  });
});

describe('a source with no layouts', () => {
  it('is refused', () => {
    expect(importVgbLayouts(new Map([['elm.json', { type: 'application' }]]))).toMatchObject({
      ok: false,
      errors: [{ reason: 'no scenario layouts in it' }],
    });
  });
});
