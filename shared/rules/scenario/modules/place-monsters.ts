import { z } from 'zod';
import { defineCommand } from '../command-module';
import { monsterPlacementSchema } from '../command-schemas';
import { placeMonsters } from '../decide-monsters';
import { lineWithAftermath } from '../describe';
import { applyScenarioRules } from '../special-rules/apply';
import { placeRoomMonsters } from '../special-rules/open-rooms';
import { refusedWith } from '../violation';

/** Monsters placed by hand: by type, rank and standee number, chosen or drawn (see decide-monsters.ts). */
export const addMonsters = defineCommand(z.object({ type: z.literal('AddMonsters'), monsters: z.array(monsterPlacementSchema).min(1) }), {
  revealsHiddenInformation: true,
  decide: (out, command) => placeMonsters(out, command.monsters),
  describe: (before, command, events) => lineWithAftermath(before, events, 'addMonsters', { count: command.monsters.length }),
});

/**
 * Opening a door reveals the room behind it once, with the monsters the scenario places there
 * (their standee numbers randomized, p. 13); on a scenario's map the room is laid out behind its
 * door with those standees on their hexes (scenario-map.ts); what the scenario's rules say for the
 * room happens as it is revealed (1st ed. rulebook p. 19 "Revealing a Room").
 */
export const revealRoom = defineCommand(
  z.object({
    type: z.literal('RevealRoom'),
    roomId: z.string().min(1).max(40),
    monsters: z.array(monsterPlacementSchema).max(100),
    /** On a scenario's map: the door opened (a tap on the board); else the first closed door into the room. */
    door: z.tuple([z.number().int(), z.number().int()]).readonly().optional(),
  }),
  {
    revealsHiddenInformation: true,
    decide(out, command) {
      if (out.state.revealedRooms.includes(command.roomId)) {
        // A room of the map alone is named by its number on the map, as the board shows it.
        return refusedWith('room-revealed', 'scenario.roomRevealed', { room: command.roomId.replace(/^map:/, '') }).violation;
      }
      const placed = placeRoomMonsters(out, command.roomId, command.door, command.monsters);
      if (placed) return placed;
      return applyScenarioRules(out, { at: 'roomsRevealed' });
    },
    describe: (before, command, events) =>
      lineWithAftermath(before, events, 'revealRoom', { room: command.roomId, count: command.monsters.length }),
  },
);
