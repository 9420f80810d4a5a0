import { layoutSchema, MAX_CELL, type Layout, type ScenarioRef } from './model';
import { isTileName } from './tile-table';

/**
 * What is wrong with a layout, as data a sentence is made from (the content import words it in
 * the reader's language, `files.layout.*`): the kind, the place (a path into the layout, as
 * `tiles[2].cell`) and the values the sentence names. Never an id the reader cannot place.
 */
export type LayoutProblem =
  | { kind: 'shape'; path: string }
  | { kind: 'unknownTile'; path: string; tile: string }
  | { kind: 'tileTwice'; tile: string }
  | { kind: 'noFirstTile' }
  | { kind: 'manyFirstTiles'; tiles: string[] }
  | { kind: 'halfPlaced'; tile: string }
  | { kind: 'notOnLayout'; path: string; tile: string }
  | { kind: 'loop'; tiles: string[] }
  | { kind: 'cellOutOfRange'; path: string; x: number; y: number }
  | { kind: 'unknownMonster'; path: string; monster: string };

export type CheckedLayout = { ok: true; layout: Layout } | { ok: false; scenario: ScenarioRef | null; problems: LayoutProblem[] };

export interface CheckOptions {
  /**
   * Whether a pack knows a monster type by this name. Without it monster names are not checked
   * (no pack of the scenario's game is installed yet; the board names what it cannot place).
   */
  isKnownMonster?: (monster: string) => boolean;
}

/** `$.tiles[2].cell` from a zod path. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`), '$');
}

/** The scenario a raw layout names, when that much of it is sound: every sentence names it. */
function scenarioOf(raw: unknown): ScenarioRef | null {
  const parsed = layoutSchema.shape.scenario.safeParse((raw as { scenario?: unknown } | null)?.scenario);
  return parsed.success ? parsed.data : null;
}

/** Parses a layout from outside and checks what its names mean; the problems, or the layout. */
export function checkLayout(raw: unknown, options: CheckOptions = {}): CheckedLayout {
  const parsed = layoutSchema.safeParse(raw);
  if (!parsed.success) {
    const paths = [...new Set(parsed.error.issues.map((issue) => pathText(issue.path)))].slice(0, 10);
    return { ok: false, scenario: scenarioOf(raw), problems: paths.map((path) => ({ kind: 'shape', path })) };
  }
  const layout = parsed.data;
  const problems = [...tileProblems(layout), ...placementProblems(layout), ...cellProblems(layout), ...monsterProblems(layout, options)];
  return problems.length === 0 ? { ok: true, layout } : { ok: false, scenario: layout.scenario, problems };
}

function tileProblems(layout: Layout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  layout.tiles.forEach((placed, index) => {
    if (!isTileName(placed.tile)) problems.push({ kind: 'unknownTile', path: `$.tiles[${index}].tile`, tile: placed.tile });
    if (seen.has(placed.tile)) problems.push({ kind: 'tileTwice', tile: placed.tile });
    seen.add(placed.tile);
    if ((placed.on === undefined) !== (placed.cell === undefined)) problems.push({ kind: 'halfPlaced', tile: placed.tile });
  });
  const requireTile = (tile: string, path: string) => {
    if (!seen.has(tile)) problems.push({ kind: 'notOnLayout', path, tile });
  };
  layout.tiles.forEach((placed, i) => placed.on && requireTile(placed.on.tile, `$.tiles[${i}].on.tile`));
  for (const what of ['doors', 'corridors'] as const)
    layout[what].forEach((link, i) => {
      requireTile(link.tile, `$.${what}[${i}].tile`);
      requireTile(link.to, `$.${what}[${i}].to`);
    });
  for (const what of ['overlays', 'monsters'] as const) layout[what].forEach((item, i) => requireTile(item.tile, `$.${what}[${i}].tile`));
  return problems;
}

/** One first tile, and every other one reached from it along the door tree without a loop. */
function placementProblems(layout: Layout): LayoutProblem[] {
  const firsts = layout.tiles.filter((placed) => placed.on === undefined).map((placed) => placed.tile);
  if (firsts.length > 1) return [{ kind: 'manyFirstTiles', tiles: firsts }];
  const parentOf = new Map(layout.tiles.map((placed) => [placed.tile, placed.on?.tile]));
  const problems: LayoutProblem[] = [];
  const inLoop = new Set<string>();
  for (const placed of layout.tiles) {
    const chain: string[] = [];
    let tile: string | undefined = placed.tile;
    while (tile !== undefined && !chain.includes(tile) && parentOf.has(tile)) {
      chain.push(tile);
      tile = parentOf.get(tile);
    }
    if (tile !== undefined && chain.includes(tile)) {
      const loop = chain.slice(chain.indexOf(tile));
      if (!loop.some((member) => inLoop.has(member))) problems.push({ kind: 'loop', tiles: loop });
      loop.forEach((member) => inLoop.add(member));
    }
  }
  if (firsts.length === 0 && problems.length === 0) problems.push({ kind: 'noFirstTile' });
  return problems;
}

function cellProblems(layout: Layout): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const check = (cell: readonly [number, number] | undefined, path: string) => {
    if (cell && (Math.abs(cell[0]) > MAX_CELL || Math.abs(cell[1]) > MAX_CELL))
      problems.push({ kind: 'cellOutOfRange', path, x: cell[0], y: cell[1] });
  };
  layout.tiles.forEach((placed, i) => {
    check(placed.cell, `$.tiles[${i}].cell`);
    check(placed.on?.cell, `$.tiles[${i}].on.cell`);
  });
  layout.doors.forEach((door, i) => check(door.cell, `$.doors[${i}].cell`));
  layout.corridors.forEach((corridor, i) => corridor.cells.forEach((cell, j) => check(cell, `$.corridors[${i}].cells[${j}]`)));
  layout.overlays.forEach((overlay, i) => overlay.cells.forEach((cell, j) => check(cell, `$.overlays[${i}].cells[${j}]`)));
  layout.monsters.forEach((monster, i) => check(monster.cell, `$.monsters[${i}].cell`));
  return problems;
}

function monsterProblems(layout: Layout, options: CheckOptions): LayoutProblem[] {
  const isKnown = options.isKnownMonster;
  if (!isKnown) return [];
  const reported = new Set<string>();
  return layout.monsters.flatMap((monster, index): LayoutProblem[] => {
    if (isKnown(monster.monster) || reported.has(monster.monster)) return [];
    reported.add(monster.monster);
    return [{ kind: 'unknownMonster', path: `$.monsters[${index}].monster`, monster: monster.monster }];
  });
}
