import { z } from 'zod';
import type { Hex } from '@shared/hex/types';
import { hexCorners, hexToPixel } from '@shared/hex/pixel';
import { layOutBoard, layoutView, type TileName } from '@shared/layout';
import { hexKey, hexOfKey, type Terrain } from '@shared/map/position';
import { assembledOf, scenarioMapSchema } from '@shared/rules/scenario/scenario-map';
import type { HostWords } from '../host-i18n';
import { esc, table } from './html';

/** A monster of the starting room where the map sets it up, numbered on the sheet in reading order. */
export interface SetupMonster {
  number: number;
  hex: Hex;
  typeId: string;
  name: string;
  rank: 'normal' | 'elite' | 'boss';
}

/**
 * The starting room as a group lays it out from the box (issue 27): its hexes, the map tiles with
 * their names, the start hexes, and every monster the map sets up there for the party's size.
 */
export interface SetupSheet {
  players: number;
  hexes: Array<{ hex: Hex; terrain: Terrain }>;
  tiles: Array<{ name: TileName; hexes: Hex[] }>;
  starts: Hex[];
  monsters: SetupMonster[];
  /** Monsters the scenario's data sets up in the starting room that the map has no hex for: the players place them. */
  toPlace: Array<{ typeId: string; name: string; rank: SetupMonster['rank']; count: number }>;
}

/** What a summary knows of the session's monster types: their names, and which are bosses. */
export type MonsterTypesLike = Record<string, { name?: string; isBoss?: boolean } | undefined>;

const hexSchema = z.tuple([z.number().int(), z.number().int()]);
/**
 * The parts of a session's state as it was set up that the sheet reads: the board's figures and the
 * standees (a data file brings sessions from outside, so they are checked).
 */
const setUpStateSchema = z.object({
  board: z
    .object({ figures: z.array(z.object({ id: z.string().max(200), kind: z.string().max(40), hex: hexSchema })).max(1000) })
    .nullish(),
  monsters: z.record(z.string().max(200), z.object({ typeId: z.string().max(200), rank: z.enum(['normal', 'elite', 'boss']) })),
});

/** Reading order on the printed (pointy) map: row by row, left to right. */
const byReading = (a: { hex: Hex }, b: { hex: Hex }) => a.hex[1] - b.hex[1] || a.hex[0] + a.hex[1] / 2 - (b.hex[0] + b.hex[1] / 2);

/**
 * The starting room's monsters as the board showed them when the scenario was set up (the scenario's
 * data decides which monsters, the map where): the standees on their hexes, and those the map had no
 * hex for, counted by type and rank. Null when the state set up no standee on the board.
 */
function setUpMonsters(initial: unknown, monsterTypes: MonsterTypesLike): Pick<SetupSheet, 'monsters' | 'toPlace'> | null {
  const parsed = setUpStateSchema.safeParse(initial);
  if (!parsed.success || !parsed.data.board) return null;
  const standees = parsed.data.monsters;
  if (Object.keys(standees).length === 0) return null;
  const rankOf = (typeId: string, rank: SetupMonster['rank']): SetupMonster['rank'] => (monsterTypes[typeId]?.isBoss ? 'boss' : rank);
  const onBoard = parsed.data.board.figures.filter((figure) => figure.kind === 'monster' && standees[figure.id]).sort(byReading);
  const placed = new Set(onBoard.map((figure) => figure.id));
  const toPlace = new Map<string, SetupSheet['toPlace'][number]>();
  for (const [id, standee] of Object.entries(standees)) {
    if (placed.has(id)) continue;
    const rank = rankOf(standee.typeId, standee.rank);
    const key = `${standee.typeId}\u0000${rank}`;
    const name = monsterTypes[standee.typeId]?.name ?? standee.typeId;
    toPlace.set(key, { typeId: standee.typeId, name, rank, count: (toPlace.get(key)?.count ?? 0) + 1 });
  }
  return {
    monsters: onBoard.map((figure, i) => {
      const standee = standees[figure.id]!;
      const name = monsterTypes[standee.typeId]?.name ?? standee.typeId;
      return { number: i + 1, hex: figure.hex, typeId: standee.typeId, name, rank: rankOf(standee.typeId, standee.rank) };
    }),
    toPlace: [...toPlace.values()].sort((a, b) => a.name.localeCompare(b.name) || a.rank.localeCompare(b.rank)),
  };
}

/**
 * The set-up sheet of a session whose scenario was set up on an imported map: its starting room for
 * the number of characters it was set up for (p. 13: only the starting room is set up at first; each
 * monster's rank is read from the map's column for that party size). With the session's state as it
 * was set up (`initial`), the monsters are those the board showed then, and the ones the map had no
 * hex for are listed in words, so the paper says what the board says; without it, those the map
 * shows. Null for a board the party drew, and for a stored map that is not sound (a data file brings
 * sessions from outside).
 */
export function setupSheetOf(map: unknown, monsterTypes: MonsterTypesLike = {}, initial?: unknown): SetupSheet | null {
  if (map === null || map === undefined) return null;
  const parsed = scenarioMapSchema.safeParse(map);
  if (!parsed.success) return null;
  const assembled = assembledOf(parsed.data);
  const { position } = layOutBoard(assembled, { players: parsed.data.players, rooms: 'start' });
  const view = layoutView(assembled, [1]);
  const fromMap = (): Pick<SetupSheet, 'monsters' | 'toPlace'> => ({
    monsters: [...position.figures].sort(byReading).map((figure, i) => {
      // Laid out without names, a figure is named by the monster type the map sets up.
      const typeId = figure.name;
      const type = monsterTypes[typeId];
      return {
        number: i + 1,
        hex: figure.hex,
        typeId,
        name: type?.name ?? typeId,
        rank: type?.isBoss ? 'boss' : figure.isElite ? 'elite' : 'normal',
      };
    }),
    toPlace: [],
  });
  return {
    players: parsed.data.players,
    hexes: Object.entries(position.tiles).map(([key, terrain]) => ({ hex: hexOfKey(key), terrain })),
    tiles: view.tiles.map(({ name, hexes }) => ({ name, hexes })),
    starts: view.marks.filter((mark) => mark.kind === 'start').map((mark) => mark.hex),
    ...(setUpMonsters(initial, monsterTypes) ?? fromMap()),
  };
}

const SIZE = 20;
/** Printed, a hex is about as wide as a fingertip (11 mm across its flats), as a group reads it from the box's side. */
const MM_PER_UNIT = 11 / (Math.sqrt(3) * SIZE);
/** Grey levels a home printer keeps apart; each overlay also has its own mark, so colour is never the only sign. */
const FILL: Partial<Record<Terrain, string>> = {
  floor: '#ffffff',
  obstacle: '#b8b8b8',
  trap: '#ffffff',
  hazardous: '#e0e0e0',
  difficult: '#f0f0f0',
  icy: '#f0f0f0',
  wall: '#555555',
  doorClosed: '#ffffff',
  doorOpen: '#ffffff',
};

const points = (corners: ReadonlyArray<[number, number]>) => corners.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

/** The mark inside a hex that tells its terrain apart without colour. */
function terrainMark(terrain: Terrain, [x, y]: [number, number]): string {
  const s = SIZE * 0.45;
  switch (terrain) {
    case 'obstacle':
      return `<polygon points="${points([
        [x, y - s],
        [x + s, y + s * 0.8],
        [x - s, y + s * 0.8],
      ])}" fill="#555" />`;
    case 'trap':
      return `<path d="M${x - s},${y - s}L${x + s},${y + s}M${x + s},${y - s}L${x - s},${y + s}" stroke="#000" stroke-width="2.5" />`;
    case 'hazardous':
      return `<path d="M${x - s},${y + s}L${x + s},${y - s}M${x - s},${y}L${x},${y - s}M${x},${y + s}L${x + s},${y}" stroke="#000" stroke-width="1.2" />`;
    case 'difficult':
    case 'icy':
      return [-1, 0, 1].map((i) => `<circle cx="${x + i * s * 0.8}" cy="${y}" r="2" fill="#000" />`).join('');
    case 'doorClosed':
    case 'doorOpen':
      return `<rect x="${x - s}" y="${y - s * 0.35}" width="${2 * s}" height="${s * 0.7}" fill="#000" />`;
    default:
      return '';
  }
}

/** A monster's standee on the sheet: white for normal, black for elite, a square for a boss, its number inside. */
function monsterMark(monster: SetupMonster, [x, y]: [number, number]): string {
  const r = SIZE * 0.62;
  const isDark = monster.rank !== 'normal';
  const body =
    monster.rank === 'boss'
      ? `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" fill="#000" />`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="${isDark ? '#000' : '#fff'}" stroke="#000" stroke-width="2" />`;
  return `<g data-monster="${monster.number}" data-rank="${monster.rank}">${body}<text x="${x}" y="${y + 4.5}" text-anchor="middle" font-size="13" font-weight="bold" fill="${isDark ? '#fff' : '#000'}">${monster.number}</text></g>`;
}

/** The sheet's map as SVG: tiles named, hexes by terrain, start hexes ringed, monsters numbered. */
function sheetSvg(sheet: SetupSheet, words: HostWords): string {
  const centre = (hex: Hex) => hexToPixel(hex, SIZE, 'pointy');
  const all = sheet.hexes.flatMap(({ hex }) => hexCorners(hex, SIZE, 'pointy'));
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const margin = 4;
  const [minX, minY] = [Math.min(...xs) - margin, Math.min(...ys) - margin];
  const [width, height] = [Math.max(...xs) - minX + margin, Math.max(...ys) - minY + margin];
  const starts = new Set(sheet.starts.map(hexKey));
  const hexes = sheet.hexes
    .map(({ hex, terrain }) => {
      const c = centre(hex);
      const ring = starts.has(hexKey(hex))
        ? `<circle cx="${c[0]}" cy="${c[1]}" r="${SIZE * 0.7}" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="3 2" />`
        : '';
      return `<polygon points="${points(hexCorners(hex, SIZE, 'pointy'))}" fill="${FILL[terrain] ?? '#fff'}" stroke="#777" stroke-width="1" />${terrainMark(terrain, c)}${ring}`;
    })
    .join('');
  // Each tile's name in a corner hex of it, where no monster stands and no start hex is ringed: the box's tiles are found by name.
  const taken = new Set(sheet.monsters.map((m) => hexKey(m.hex)));
  const names = sheet.tiles
    .map((tile) => {
      const inOrder = [...tile.hexes].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
      // Clear of the start hexes' rings too where the tile has such a hex.
      const at =
        inOrder.find((hex) => !taken.has(hexKey(hex)) && !starts.has(hexKey(hex))) ??
        inOrder.find((hex) => !taken.has(hexKey(hex))) ??
        tile.hexes[0];
      if (!at) return '';
      const [x, y] = centre(at);
      return `<text x="${x}" y="${y - SIZE * 0.2}" text-anchor="middle" font-size="11" font-weight="bold" fill="#000" data-tile="${esc(tile.name)}">${esc(tile.name)}</text>`;
    })
    .join('');
  const monsters = sheet.monsters.map((m) => monsterMark(m, centre(m.hex))).join('');
  const label = words.t('summary.scenario.setupPicture', { players: sheet.players });
  return `<svg class="setup-map" role="img" aria-label="${esc(label)}" viewBox="${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}" width="${(width * MM_PER_UNIT).toFixed(1)}mm" height="${(height * MM_PER_UNIT).toFixed(1)}mm" font-family="DejaVu Sans, Arial, sans-serif">${hexes}${names}${monsters}</svg>`;
}

/** The set-up section of a scenario summary: the starting room's map and the key to its monsters. */
export function setupSheetHtml(sheet: SetupSheet, words: HostWords): string {
  const s = (key: string, values?: Record<string, unknown>) => words.t(`summary.scenario.${key}`, values);
  const key = table(
    [{ text: s('setupNumber'), className: 'num' }, s('monster'), s('setupRank')],
    sheet.monsters.map((m) => [words.number(m.number), esc(m.name), esc(s(m.rank))]),
    s('setupNoMonsters'),
  );
  const toPlace =
    sheet.toPlace.length === 0
      ? ''
      : `<div class="setup-to-place" data-testid="setup-to-place">
  <p>${esc(s('setupToPlace', { count: sheet.toPlace.reduce((sum, m) => sum + m.count, 0) }))}</p>
  <ul>${sheet.toPlace.map((m) => `<li>${esc(s('setupToPlaceItem', { count: m.count, name: m.name, rank: s(m.rank) }))}</li>`).join('')}</ul>
</div>`;
  return `<section class="keep setup">
  <h2>${esc(s('setup', { players: sheet.players }))}</h2>
  <p>${esc(s('setupHow'))}</p>
  <div class="setup-map-frame">${sheetSvg(sheet, words)}</div>
  ${key}
  ${toPlace}
</section>`;
}
