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
}

/** What a summary knows of the session's monster types: their names, and which are bosses. */
export type MonsterTypesLike = Record<string, { name?: string; isBoss?: boolean } | undefined>;

/**
 * The set-up sheet of a session whose scenario was set up on an imported map: its starting room for
 * the number of characters it was set up for (p. 13: only the starting room is set up at first; each
 * monster's rank is read from the map's column for that party size). Null for a board the party drew,
 * and for a stored map that is not sound (a data file brings sessions from outside).
 */
export function setupSheetOf(map: unknown, monsterTypes: MonsterTypesLike = {}): SetupSheet | null {
  if (map === null || map === undefined) return null;
  const parsed = scenarioMapSchema.safeParse(map);
  if (!parsed.success) return null;
  const assembled = assembledOf(parsed.data);
  const { position } = layOutBoard(assembled, { players: parsed.data.players, rooms: 'start' });
  const view = layoutView(assembled, [1]);
  // Reading order on the printed (pointy) map: row by row, left to right.
  const byReading = [...position.figures].sort((a, b) => a.hex[1] - b.hex[1] || a.hex[0] + a.hex[1] / 2 - (b.hex[0] + b.hex[1] / 2));
  return {
    players: parsed.data.players,
    hexes: Object.entries(position.tiles).map(([key, terrain]) => ({ hex: hexOfKey(key), terrain })),
    tiles: view.tiles.map(({ name, hexes }) => ({ name, hexes })),
    starts: view.marks.filter((mark) => mark.kind === 'start').map((mark) => mark.hex),
    monsters: byReading.map((figure, i) => {
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
  // Each tile's name in a corner hex of it, where no monster stands: the box's tiles are found by name.
  const taken = new Set(sheet.monsters.map((m) => hexKey(m.hex)));
  const names = sheet.tiles
    .map((tile) => {
      const at = [...tile.hexes].sort((a, b) => a[1] - b[1] || a[0] - b[0]).find((hex) => !taken.has(hexKey(hex))) ?? tile.hexes[0];
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
  return `<section class="keep setup">
  <h2>${esc(s('setup', { players: sheet.players }))}</h2>
  <p>${esc(s('setupHow'))}</p>
  <div class="setup-map-frame">${sheetSvg(sheet, words)}</div>
  ${key}
</section>`;
}
