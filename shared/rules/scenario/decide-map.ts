import type { Hex } from '../../hex/types';
import { assignSpots, roomMonsters } from '../../layout';
import { figureAt } from '../../map/position';
import { emit, type Emitter } from './emitter';
import { assembledOf, boardForMap, mapRoomOf } from './scenario-map';
import type { StandeeState } from './state';

/** The rank a standee takes a hex of: a boss stands where the map shows its type, elite or normal. */
const spotRank = (rank: StandeeState['rank']): 'normal' | 'elite' => (rank === 'normal' ? 'normal' : 'elite');

/**
 * A room revealed on a scenario with a map: the room is laid out behind its door and each standee
 * just placed for it stands on a hex the map gives its type (the content pack decides which
 * monsters, the map where; 1st ed. rulebook p. 13 "Scenario Page", the monster key; p. 19
 * "Revealing a Room"). A standee the map has no hex for is left for the players to place; a hex of
 * the map no standee took is named, with why: the data sets up no monster there, or no standee of
 * its type was left (`notPlaced`: "place only the standees that are available", p. 19). Nothing
 * happens for a room the map does not show.
 */
export function layOutMapRoom(
  out: Emitter,
  roomId: string,
  door: Hex | undefined,
  added: readonly StandeeState[],
  notPlaced: ReadonlyArray<{ typeId: string; rank: StandeeState['rank'] }> = [],
): void {
  const map = out.state.map;
  if (!map) return;
  const room = mapRoomOf(map, roomId);
  const assembled = assembledOf(map);
  if (room === undefined || !assembled.rooms.some((r) => r.number === room)) return;
  const board = out.state.board ?? boardForMap(out.state);
  const spots = roomMonsters(assembled, room, map.players).filter((spot) => !figureAt(board, spot.hex));
  // The monsters left without a standee keep the hexes of their type, so those hexes say why they are empty.
  const { hexes, left } = assignSpots(spots, [
    ...added.map((standee) => ({ monster: standee.typeId, rank: spotRank(standee.rank) })),
    ...notPlaced.map((wanted) => ({ monster: wanted.typeId, rank: spotRank(wanted.rank) })),
  ]);
  const placed = added.flatMap((standee, i) => {
    const at = hexes[i];
    return at ? [{ standeeId: standee.id, hex: at }] : [];
  });
  const withoutStandee = notPlaced.flatMap((wanted, i) => {
    const at = hexes[added.length + i];
    return at ? [{ monster: wanted.typeId, rank: spotRank(wanted.rank), hex: at, reason: 'noStandee' as const }] : [];
  });
  emit(out, {
    type: 'MapRoomLaidOut',
    room,
    door: door ?? null,
    placed,
    leftOff: [
      ...withoutStandee,
      ...left.map((spot) => ({ monster: spot.monster, rank: spot.rank, hex: spot.hex, reason: 'notInData' as const })),
    ],
  });
}
