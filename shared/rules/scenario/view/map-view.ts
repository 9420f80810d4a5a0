import type { Hex } from '../../../hex/types';
import { layoutView, roomMonsters, type DoorKind, type OverlayKind, type TrapKind } from '../../../layout';
import { hexKey } from '../../../map/position';
import { assembledOf, mapRoomId } from '../scenario-map';
import type { ScenarioState } from '../state';
import { own } from '../../own';

type Placement = { typeId: string; rank: 'normal' | 'elite' | 'boss'; standeeNumber?: number };

/**
 * What the board shows of a scenario's map besides the terrain of its position (issue 27): the map
 * tiles on the table with their names and hexes, the overlay tiles by kind (a trap's kind, a chest's
 * treasure), every door of a room on the table with what opening it reveals, the rooms still hidden
 * (shaded), and the hexes where the map shows a monster no standee stands on.
 */
export interface ScenarioMapView {
  tiles: Array<{ name: string; hexes: Hex[] }>;
  marks: Array<{ kind: OverlayKind; hex: Hex; trap?: TrapKind; treasure?: number | 'goal' }>;
  doors: Array<{
    kind: DoorKind;
    hex: Hex;
    isOpen: boolean;
    /** A closed door with a hidden room behind it: the RevealRoom that opens it (the room, its standees). */
    opens: { roomId: string; monsters: Placement[] } | null;
  }>;
  hiddenRooms: Array<{ hexes: Hex[] }>;
  /** Monster types by the map's names: a monster named on a left-off hex, as the play screen names it. */
  leftOff: Array<{ name: string; rank: 'normal' | 'elite'; hex: Hex; reason: 'notInData' | 'noStandee' }>;
}

/** The pack's rooms as the view has them: its number, whether revealed, the standees it sets up for the party. */
interface PackRoom {
  number: number;
  isRevealed: boolean;
  monsters: Placement[];
}

/**
 * The map's view for the screens, or null without a map. `rooms` are the pack's rooms for this party
 * (roomsView): a door into a room of the map takes the first unrevealed pack room on it; a room of
 * the map no pack room lies on sets up what the map shows for the party's size, of the types the
 * scenario has.
 */
export function mapView(state: ScenarioState, rooms: readonly PackRoom[]): ScenarioMapView | null {
  const map = state.map;
  if (!map) return null;
  const assembled = assembledOf(map);
  const view = layoutView(assembled, map.revealed);
  const board = state.board;
  const nameOf = (monster: string) => own(state.monsterTypes, monster)?.name ?? monster;
  const opensRoom = (room: number): { roomId: string; monsters: Placement[] } => {
    const packRooms = Object.entries(map.rooms)
      .filter(([, onMap]) => onMap === room)
      .map(([id]) => rooms.find((r) => String(r.number) === id))
      .filter((r): r is PackRoom => r !== undefined);
    const pack = packRooms.find((r) => !r.isRevealed);
    if (pack) return { roomId: String(pack.number), monsters: pack.monsters };
    const monsters = roomMonsters(assembled, room, map.players)
      .filter((spot) => own(state.monsterTypes, spot.monster) !== undefined)
      .map((spot): Placement => ({ typeId: spot.monster, rank: own(state.monsterTypes, spot.monster)?.isBoss ? 'boss' : spot.rank }));
    return { roomId: mapRoomId(room), monsters };
  };
  return {
    tiles: view.tiles.map(({ name, hexes }) => ({ name, hexes })),
    // The map's money tokens are the state's once placed (see money-tokens.ts), drawn and looted as such;
    // a scenario saved before keeps them as marks.
    marks: state.moneyTokensOnBoard === undefined ? view.marks : view.marks.filter((mark) => mark.kind !== 'coin'),
    doors: view.doors.map((door) => {
      const terrain = board?.tiles[hexKey(door.hex)];
      const hidden = door.rooms.find((room) => !map.revealed.includes(room));
      return {
        kind: door.kind,
        hex: door.hex,
        isOpen: terrain === 'doorOpen',
        opens: terrain === 'doorClosed' && hidden !== undefined ? opensRoom(hidden) : null,
      };
    }),
    hiddenRooms: view.hiddenRooms.map(({ hexes }) => ({ hexes })),
    leftOff: map.leftOff.map((spot) => ({ name: nameOf(spot.monster), rank: spot.rank, hex: spot.hex, reason: spot.reason })),
  };
}
