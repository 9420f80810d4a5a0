import type { CommandOf } from './command-schemas';
import { placeMonsters } from './decide-monsters';
import { emit, type Emitter } from './emitter';
import { applyScenarioRules } from './special-rules/apply';
import { refusedWith, type RuleViolation } from './violation';

/**
 * Opening a door reveals the room behind it once, with the monsters the scenario places there; what
 * the scenario's rules say for the room happens as it is revealed (1st ed. rulebook p. 19
 * "Revealing a Room").
 */
export function decideRevealRoom(out: Emitter, command: CommandOf<'RevealRoom'>): RuleViolation | undefined {
  if (out.state.revealedRooms.includes(command.roomId)) {
    return refusedWith('room-revealed', 'scenario.roomRevealed', { room: command.roomId }).violation;
  }
  emit(out, { type: 'RoomRevealed', roomId: command.roomId });
  const placed = command.monsters.length === 0 ? undefined : placeMonsters(out, command.monsters);
  return placed ?? applyScenarioRules(out, { at: 'roomsRevealed' });
}
