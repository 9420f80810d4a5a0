import type { Hex } from '../../hex/types';
import { assembleLayout, checkLayout, revealRoom, type AssembledLayout, type Layout } from '../../layout';
import { emptyPosition, hexKey, rulesForEdition, type BoardFigure, type BoardPosition } from '../../map/position';
import type { ScenarioState, StandeeState } from './state';
import { own } from '../own';
import { withTokensPlaced } from './money-tokens';
import type { LeftOff, MapSetup, ScenarioMap } from './scenario-map-schema';

export * from './scenario-map-schema';

/** The id a room of the map that no room of the pack lies on is revealed by. */
export function mapRoomId(room: number): string {
  return `map:${room}`;
}

/** The map's room a RevealRoom names: the pack's room on it, or a room of the map by its own number. */
export function mapRoomOf(map: ScenarioMap, roomId: string): number | undefined {
  const known = map.rooms[roomId];
  if (known !== undefined) return known;
  const match = /^map:(\d{1,3})$/.exec(roomId);
  return match ? Number(match[1]) : undefined;
}

// The layout of a live scenario does not change: it is put together once per stored object.
const assembledLayouts = new WeakMap<Layout, AssembledLayout>();

/** The map's layout put together on the board (checked when it was set up or loaded). */
export function assembledOf(map: ScenarioMap): AssembledLayout {
  let assembled = assembledLayouts.get(map.layout);
  if (!assembled) {
    assembled = assembleLayout(map.layout);
    assembledLayouts.set(map.layout, assembled);
  }
  return assembled;
}

/** The map as a scenario begins with it: nothing on the table yet, the board drawn as the tiles are printed. */
export function startingMap(setup: MapSetup, players: number): ScenarioMap | null {
  const checked = checkLayout(setup.layout);
  if (!checked.ok) return null;
  return { layout: checked.layout, players, rooms: setup.rooms, revealed: [], leftOff: [] };
}

export function boardForMap(state: Pick<ScenarioState, 'edition'>): BoardPosition {
  return { ...emptyPosition(rulesForEdition(state.edition)), orientation: 'pointy' };
}

/** The standee as a figure on the board, named as the play screen names it. */
function standeeFigure(state: ScenarioState, standee: StandeeState, at: Hex): BoardFigure {
  return {
    id: standee.id,
    kind: 'monster',
    hex: at,
    name: own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId,
    standee: standee.number,
    isElite: standee.rank === 'elite',
    isLongResting: false,
    isInvisible: false,
  };
}

/** The room laid out on the board and its standees on their hexes (see layOutMapRoom). */
export function withMapRoom(
  state: ScenarioState,
  event: { room: number; door: Hex | null; placed: ReadonlyArray<{ standeeId: string; hex: Hex }>; leftOff: readonly LeftOff[] },
): ScenarioState {
  const map = state.map;
  if (!map) return state;
  const assembled = assembledOf(map);
  const laid = revealRoom(
    assembled,
    { position: state.board ?? boardForMap(state), revealed: map.revealed },
    event.room,
    { players: map.players, withMonsters: false },
    event.door ?? undefined,
  );
  const figures = [...laid.position.figures];
  for (const { standeeId, hex: at } of event.placed) {
    const standee = own(state.monsters, standeeId);
    const terrain = laid.position.tiles[hexKey(at)];
    const isTaken = figures.some((f) => f.id === standeeId || (f.hex[0] === at[0] && f.hex[1] === at[1]));
    if (standee && terrain !== undefined && terrain !== 'wall' && !isTaken) figures.push(standeeFigure(state, standee, at));
  }
  // A hex a standee now stands on is no longer left empty; the newly left ones are added once.
  const onBoard = new Set(figures.map((f) => hexKey(f.hex)));
  const leftOff = [...map.leftOff, ...event.leftOff].filter(
    (spot, i, all) => !onBoard.has(hexKey(spot.hex)) && all.findIndex((other) => hexKey(other.hex) === hexKey(spot.hex)) === i,
  );
  // The money tokens the map shows in a room are placed when it is revealed (1st ed. rulebook p. 19
  // "Revealing a Room"), and are then looted like a dead monster's (see money-tokens.ts).
  const coins = assembled.overlays
    .filter((overlay) => overlay.kind === 'coin' && laid.revealed.includes(overlay.room) && !map.revealed.includes(overlay.room))
    .flatMap((overlay) => overlay.hexes);
  return {
    ...state,
    board: { ...laid.position, orientation: 'pointy', figures },
    map: { ...map, revealed: laid.revealed, leftOff },
    ...(coins.length > 0
      ? { moneyTokensOnBoard: withTokensPlaced(state.moneyTokensOnBoard, coins), moneyTokensPlaced: state.moneyTokensPlaced + coins.length }
      : {}),
  };
}
