import { hexKey } from '../../../map/position';
import { assembleLayout, checkLayout, type Layout, type ScenarioRef, type ScenarioSet } from '../../../layout';
import { refusal, type Refusal } from '../../../rules/refusal';
import { keyedContentError, keyedReason, type ContentError, type KeyedReason } from '../../model/content-error';
import { reportLines } from '../import-outcome';
import { parseRaw } from '../parse-raw';
import { layoutOfVgb, type ConversionFault } from './convert';
import { problemWords, scenarioWords } from './problem-words';
import { isVgbScenario, MAX_TREE_DEPTH, treeDepth, vgbScenarioShape } from './raw-shapes';

/** What a layout import brings: the layouts, how many of each set, and the data's known faults. */
export interface LayoutImportReport {
  counts: Record<ScenarioSet, number>;
  warnings: string[];
  warningWords: Refusal[];
}

export type LayoutImportOutcome = { ok: true; layouts: Layout[]; report: LayoutImportReport } | { ok: false; errors: ContentError[] };

export interface LayoutImportOptions {
  /** Whether a content pack knows a monster of Gloomhaven by this name (unchecked without it). */
  isKnownMonster?: (monster: string) => boolean;
  /** A monster's name for the warnings where a pack names it (else its id in words). */
  nameOf?: (monster: string) => string | undefined;
}

const SET_ORDER: readonly ScenarioSet[] = ['gloomhaven', 'forgotten-circles', 'solo'];

/** A scenario file's place: `…/scenarios/12.json`, `…/scenarios/solo/3.json`, or the same inside that folder. */
const SCENARIO_FILE = /(?:^|\/)(solo\/)?(\d{1,3})\.json$/i;

/**
 * Gloomhaven's scenarios are numbered 1–95 and Forgotten Circles continues at 96 (the board keeps
 * both in one folder, SOURCE.md); solo scenarios have a folder of their own.
 */
function setOf(isSolo: boolean, number: number): ScenarioSet {
  if (isSolo) return 'solo';
  return number <= 95 ? 'gloomhaven' : 'forgotten-circles';
}

/** The files of a source that are the board's scenario files, by set and number. */
export function vgbScenarioFiles(
  files: ReadonlyMap<string, unknown>,
): Array<{ path: string; set: ScenarioSet; number: number; json: unknown }> {
  const found: Array<{ path: string; set: ScenarioSet; number: number; json: unknown }> = [];
  for (const [path, json] of files) {
    const match = SCENARIO_FILE.exec(path);
    if (!match || !isVgbScenario(json)) continue;
    const number = Number(match[2]);
    found.push({ path, set: setOf(match[1] !== undefined, number), number, json });
  }
  return found.sort((a, b) => SET_ORDER.indexOf(a.set) - SET_ORDER.indexOf(b.set) || a.number - b.number || a.path.localeCompare(b.path));
}

const humanName = (monster: string) => monster.replace(/-/g, ' ');

/**
 * Reads the Virtual Gloomhaven Board's scenario files into Haven layouts, all or nothing: a file
 * that is not a sound layout refuses the import with a sentence naming its scenario; the data's
 * known faults (a monster outside its tile, a tile placed twice, a scenario missing) are imported
 * as well as they can be and said as warnings.
 */
export function importVgbLayouts(files: ReadonlyMap<string, unknown>, options: LayoutImportOptions = {}): LayoutImportOutcome {
  const errors: ContentError[] = [];
  const warnings: KeyedReason[] = [];
  const layouts = new Map<string, { layout: Layout; path: string }>();
  const nameOf = (monster: string) => options.nameOf?.(monster) ?? humanName(monster);

  for (const file of vgbScenarioFiles(files)) {
    const key = `${file.set} ${file.number}`;
    const other = layouts.get(key);
    if (other) {
      errors.push(keyedContentError(file.path, '$', 'files.layout.twoFiles', { other: other.path }));
      continue;
    }
    if (treeDepth(file.json) > MAX_TREE_DEPTH) {
      errors.push(keyedContentError(file.path, '$.mapTileData', 'files.layout.tooDeep', { max: MAX_TREE_DEPTH }));
      continue;
    }
    const raw = parseRaw(vgbScenarioShape, file.json, file.path, [], errors);
    if (!raw) continue;
    const ref: ScenarioRef = { set: file.set, number: file.number, name: raw.title };
    const { layout, faults } = layoutOfVgb(raw, ref);
    const checked = checkLayout(
      layout,
      file.set === 'gloomhaven' && options.isKnownMonster ? { isKnownMonster: options.isKnownMonster } : {},
    );
    if (!checked.ok) {
      for (const problem of checked.problems) errors.push({ file: file.path, path: '$', ...problemWords(ref, problem) });
      continue;
    }
    warnings.push(...faults.map((fault) => faultWords(ref, fault)));
    const kept = withoutStrays(checked.layout, ref, nameOf, warnings);
    layouts.set(key, { layout: kept, path: file.path });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (layouts.size === 0) return { ok: false, errors: [keyedContentError('(source)', '$', 'files.layout.noScenarios')] };

  const sorted = [...layouts.values()].map((entry) => entry.layout).sort(byScenario);
  warnings.push(...missingScenarios(sorted));
  const counts: Record<ScenarioSet, number> = { gloomhaven: 0, 'forgotten-circles': 0, solo: 0 };
  for (const layout of sorted) counts[layout.scenario.set] += 1;
  const lines = reportLines(warnings);
  return { ok: true, layouts: sorted, report: { counts, warnings: lines.text, warningWords: lines.words } };
}

function byScenario(a: Layout, b: Layout): number {
  return SET_ORDER.indexOf(a.scenario.set) - SET_ORDER.indexOf(b.scenario.set) || a.scenario.number - b.scenario.number;
}

function faultWords(ref: ScenarioRef, fault: ConversionFault): KeyedReason {
  const scenario = scenarioWords(ref);
  if (fault.kind === 'placedTwice')
    return keyedReason(
      'files.layout.report.placedTwice',
      { scenario: '', tile: fault.tile, places: fault.places },
      { scenario: [scenario] },
    );
  return keyedReason('files.layout.report.overlaySkipped', { scenario: '', type: fault.type, tile: fault.tile }, { scenario: [scenario] });
}

/**
 * Monsters the data puts outside their own tile (17 in the board's data, each on a corridor hex):
 * one on a hex of the map stays there, one on no hex of the map is left out; either is said, once
 * for each kind of monster on each tile, so the players check it against the scenario book.
 */
function withoutStrays(layout: Layout, ref: ScenarioRef, nameOf: (monster: string) => string, warnings: KeyedReason[]): Layout {
  const assembled = assembleLayout(layout);
  const onMap = new Set([...assembled.rooms.flatMap((room) => room.hexes), ...assembled.doors.map((door) => door.hex)].map(hexKey));
  const ownHexes = (tile: string) =>
    new Set(
      [
        ...(assembled.tiles.find((t) => t.name === tile)?.hexes ?? []),
        ...assembled.overlays.filter((_, i) => layout.overlays[i]?.tile === tile).flatMap((overlay) => overlay.hexes),
      ].map(hexKey),
    );
  const outside = new Map<string, { monster: string; tile: string; count: number; isKept: boolean }>();
  const kept = layout.monsters.filter((monster, index) => {
    const placed = assembled.monsters[index];
    if (!placed || ownHexes(monster.tile).has(hexKey(placed.hex))) return true;
    const isKept = onMap.has(hexKey(placed.hex));
    const key = `${monster.monster} ${monster.tile} ${isKept}`;
    outside.set(key, { monster: monster.monster, tile: monster.tile, count: (outside.get(key)?.count ?? 0) + 1, isKept });
    return isKept;
  });
  for (const stray of outside.values())
    warnings.push(
      keyedReason(
        stray.isKept ? 'files.layout.report.outsideTile' : 'files.layout.report.offMap',
        { scenario: '', monster: nameOf(stray.monster), tile: stray.tile, count: stray.count },
        { scenario: [scenarioWords(ref)] },
      ),
    );
  return { ...layout, monsters: kept };
}

/** Numbers missing between the first and the last of each set (Gloomhaven's count from 1). */
function missingScenarios(layouts: readonly Layout[]): KeyedReason[] {
  return SET_ORDER.flatMap((set) => {
    const numbers = new Set(layouts.filter((layout) => layout.scenario.set === set).map((layout) => layout.scenario.number));
    if (numbers.size === 0) return [];
    const first = set === 'forgotten-circles' ? Math.min(...numbers) : 1;
    const missing: KeyedReason[] = [];
    for (let number = first; number <= Math.max(...numbers); number++)
      if (!numbers.has(number))
        missing.push(keyedReason('files.layout.report.missing', { set: '', number }, { set: [refusal(`files.layout.set.${set}`)] }));
    return missing;
  });
}
