import type { Hex } from '../../../hex/types';
import {
  cellToHex,
  hexToCell,
  placeCell,
  turnAbout,
  type Cell,
  type Layout,
  type LayoutOverlay,
  type OverlayKind,
  type Placement,
  type ScenarioRef,
} from '../../../layout';
import type { VgbDoor, VgbScenario, VgbTile } from './raw-shapes';

/** What the conversion met that the data gets wrong, kept for the import's warnings. */
export type ConversionFault =
  { kind: 'placedTwice'; tile: string; places: number } | { kind: 'overlaySkipped'; type: string; tile: string };

/** The board's tile names are lower case ("l1a"); its one-hex "empty" tile is Haven's lone hex. */
function tileName(ref: string): string {
  const lower = ref.toLowerCase();
  if (lower === 'empty') return 'single';
  return lower.length >= 3 ? `${lower[0]?.toUpperCase()}${lower.slice(1)}` : ref;
}

const OVERLAY_KINDS: Record<string, OverlayKind> = {
  'starting-location': 'start',
  obstacle: 'obstacle',
  trap: 'trap',
  hazard: 'hazardous',
  'difficult-terrain': 'difficult',
  wall: 'wall',
};

function overlayOf(ref: VgbTile['overlays'][number]['ref']): Omit<LayoutOverlay, 'tile' | 'cells'> | null {
  if (ref.type === 'treasure') {
    if (ref.subType === 'coin') return { kind: 'coin' };
    if (ref.subType !== 'chest') return null;
    const number = Number(ref.id);
    if (Number.isInteger(number) && number >= 1 && number <= 999) return { kind: 'chest', treasure: number };
    return ref.id?.toLowerCase() === 'goal' ? { kind: 'chest', treasure: 'goal' } : { kind: 'chest' };
  }
  const kind = OVERLAY_KINDS[ref.type];
  if (kind === undefined) return null;
  if (kind !== 'trap') return { kind };
  const trap = ref.subType === 'spike' || ref.subType === 'bear' || ref.subType === 'poison' ? ref.subType : undefined;
  return trap ? { kind, trap } : { kind };
}

/**
 * A corridor's second hex: the board names a two-hex corridor by its first cell and its direction
 * (the second lies to the right of the first, turned by the direction: its BoardOverlay code).
 */
function corridorCells(door: VgbDoor): Cell[] {
  const first: Cell = [door.room1X, door.room1Y];
  if (door.size !== 2) return [first];
  const turns = door.direction === 'diagonal-left' ? 1 : door.direction === 'diagonal-right' ? 2 : 0;
  return [first, hexToCell(turnAbout(cellToHex([door.room1X + 1, door.room1Y]), cellToHex(first), turns))];
}

const samePlace = (a: Placement, b: Placement) => {
  // Two placements put a tile in the same place when they agree on two hexes of it.
  const probes: Cell[] = [
    [0, 0],
    [1, 0],
  ];
  return probes.every((cell) => {
    const [p, q]: [Hex, Hex] = [placeCell(a, cell), placeCell(b, cell)];
    return p[0] === q[0] && p[1] === q[1];
  });
};

/**
 * A scenario file as a Haven layout (model.ts), to be checked (checkLayout) as any layout is.
 * Each tile is placed where its first door puts it; a later door to the same tile only joins it
 * (the board repeats a tile once for every corridor hex). A tile a later door would put
 * elsewhere is a fault of the data: it stays where it was first put.
 */
export function layoutOfVgb(scenario: VgbScenario, ref: ScenarioRef): { layout: Layout; faults: ConversionFault[] } {
  const layout: Layout = { format: 'haven-layout/1', scenario: ref, tiles: [], doors: [], corridors: [], overlays: [], monsters: [] };
  const placements = new Map<string, Placement>();
  const elsewhere = new Map<string, number>();
  const faults: ConversionFault[] = [];
  const links = new Set<string>();

  const visit = (node: VgbTile, parent: { tile: string; door: VgbDoor } | null) => {
    const tile = tileName(node.ref);
    const turns = ((node.turns % 6) + 6) % 6;
    if (parent) {
      const on: Cell = [parent.door.room1X, parent.door.room1Y];
      const cell: Cell = [parent.door.room2X, parent.door.room2Y];
      const parentPlacement = placements.get(parent.tile) ?? { turns: 0, from: [0, 0], to: [0, 0] };
      const placement: Placement = { turns, from: cellToHex(cell), to: placeCell(parentPlacement, on) };
      const known = placements.get(tile);
      if (!known) {
        placements.set(tile, placement);
        layout.tiles.push({ tile, turns, on: { tile: parent.tile, cell: on }, cell });
      } else if (!samePlace(known, placement)) elsewhere.set(tile, (elsewhere.get(tile) ?? 1) + 1);
      const key = `${parent.door.subType} ${parent.tile} ${on.join(',')} ${tile}`;
      if (!links.has(key)) {
        links.add(key);
        if (parent.door.subType === 'corridor') layout.corridors.push({ tile: parent.tile, cells: corridorCells(parent.door), to: tile });
        else layout.doors.push({ kind: parent.door.subType, tile: parent.tile, cell: on, to: tile });
      }
    } else {
      placements.set(tile, { turns, from: [0, 0], to: [0, 0] });
      layout.tiles.push({ tile, turns });
    }
    for (const overlay of node.overlays) {
      const kind = overlayOf(overlay.ref);
      if (kind) layout.overlays.push({ ...kind, tile, cells: overlay.cells });
      else faults.push({ kind: 'overlaySkipped', type: [overlay.ref.type, overlay.ref.subType].filter(Boolean).join(' '), tile });
    }
    for (const monster of node.monsters)
      layout.monsters.push({
        monster: monster.monster,
        tile,
        cell: [monster.initialX, monster.initialY],
        ranks: [monster.twoPlayer, monster.threePlayer, monster.fourPlayer],
      });
    for (const door of node.doors) visit(door.mapTileData, { tile, door });
  };
  visit(scenario.mapTileData, null);
  for (const [tile, places] of elsewhere) faults.push({ kind: 'placedTwice', tile, places });
  return { layout, faults };
}
