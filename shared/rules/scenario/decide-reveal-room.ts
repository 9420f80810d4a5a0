import type { CommandOf } from './command-schemas';
import { layOutMapRoom } from './decide-map';
import { placeMonsters } from './decide-monsters';
import { emit, type Emitter } from './emitter';
import { applyScenarioRules } from './special-rules/apply';
import { refusedWith, type RuleViolation } from './violation';

/**
 * Opening a door reveals the room behind it once, with the monsters the scenario places there
 * (their standee numbers randomized, p. 13); on a scenario's map the room is laid out behind its
 * door with those standees on their hexes (scenario-map.ts); what the scenario's rules say for the
 * room happens as it is revealed (1st ed. rulebook p. 19 "Revealing a Room").
 */
export function decideRevealRoom(out: Emitter, command: CommandOf<'RevealRoom'>): RuleViolation | undefined {
  if (out.state.revealedRooms.includes(command.roomId)) {
    // A room of the map alone is named by its number on the map, as the board shows it.
    return refusedWith('room-revealed', 'scenario.roomRevealed', { room: command.roomId.replace(/^map:/, '') }).violation;
  }
  emit(out, { type: 'RoomRevealed', roomId: command.roomId });
  const before = new Set(Object.keys(out.state.monsters));
  const placed = command.monsters.length === 0 ? undefined : placeMonsters(out, command.monsters);
  if (placed) return placed;
  const added = Object.values(out.state.monsters).filter((standee) => !before.has(standee.id));
  const notPlaced = out.events.flatMap((event) => (event.type === 'MonstersAdded' ? event.notPlaced : []));
  layOutMapRoom(out, command.roomId, command.door, added, notPlaced);
  return applyScenarioRules(out, { at: 'roomsRevealed' });
}
