import { layOutMapRoom } from '../decide-map';
import { placeMonsters } from '../decide-monsters';
import { emit, type Emitter } from '../emitter';
import type { monsterPlacementSchema } from '../command-schemas';
import { own } from '../../own';
import { isOfRoom, objectivesOfRoom } from '../objectives';
import type { RuleViolation } from '../violation';
import type { RuleEffect } from './rule';
import type { z } from 'zod';
import type { Hex } from '../../../hex/types';

type Placement = z.output<typeof monsterPlacementSchema>;

type OpenRooms = Extract<RuleEffect, { kind: 'openRooms' }>;

/**
 * Rooms a scenario's rule opens (a door that opens at a round; 1st ed. rulebook p. 34 "Special
 * Scenario Rules"): each room not yet revealed is revealed as a door opened by a character would
 * reveal it, with the monsters it sets up for the party's size (a party of one plays as two, p. 15;
 * a boss type's one standee as a boss) and, on a scenario's map, laid out behind its door (p. 19
 * "Revealing a Room"). A room already revealed stays as it is. What the scenario's rules say for
 * the rooms revealed is the caller's to apply.
 */
export function openRoomsByRule(out: Emitter, effect: OpenRooms): RuleViolation | undefined {
  const column = Math.min(Math.max(Object.keys(out.state.characters).length, 2), 4) - 2;
  for (const room of effect.rooms) {
    const roomId = String(room.number);
    if (out.state.revealedRooms.includes(roomId)) continue;
    const placements = room.placements.flatMap((placement): Placement[] => {
      const type = own(out.state.monsterTypes, placement.monster);
      const normal = placement.normal[column] ?? 0;
      const elite = placement.elite[column] ?? 0;
      // A monster the scenario did not set up is not placed.
      if (type === undefined) return [];
      const standee = (rank: Placement['rank']): Placement => ({
        typeId: placement.monster,
        rank,
        isSummoned: false,
        isSpawned: false,
        isAlly: false,
      });
      if (type.isBoss) return normal + elite > 0 ? [standee('boss')] : [];
      return [...Array.from({ length: elite }, () => standee('elite')), ...Array.from({ length: normal }, () => standee('normal'))];
    });
    const placed = placeRoomMonsters(out, roomId, undefined, placements);
    if (placed) return placed;
  }
  return undefined;
}

/**
 * A room revealed with the monsters it sets up (p. 19 "Revealing a Room"): the standees placed, and
 * on a scenario's map laid out behind its door, those without a standee named (see decide-map.ts).
 */
export function placeRoomMonsters(
  out: Emitter,
  roomId: string,
  door: Hex | undefined,
  placements: readonly Placement[],
): RuleViolation | undefined {
  emit(out, { type: 'RoomRevealed', roomId });
  // The room's objectives come into play with it (objectives.ts).
  const objectives = objectivesOfRoom(out.state, roomId);
  if ((out.state.objectivesToCome ?? []).some((objective) => isOfRoom(objective, roomId))) {
    emit(out, { type: 'ObjectivesPlaced', roomId, objectives });
  }
  const before = new Set(Object.keys(out.state.monsters));
  const eventsBefore = out.events.length;
  const placed = placements.length === 0 ? undefined : placeMonsters(out, placements);
  if (placed) return placed;
  const added = Object.values(out.state.monsters).filter((standee) => !before.has(standee.id));
  const notPlaced = out.events.slice(eventsBefore).flatMap((event) => (event.type === 'MonstersAdded' ? event.notPlaced : []));
  layOutMapRoom(out, roomId, door, added, notPlaced);
  return undefined;
}
