import type { RoomView } from '../rules/scenario/view/view-types';
import type { ScenarioState } from '../rules/scenario/state';
import type { Scenario } from './model/scenario';
import { roomPlacements } from './to-scenario';

// The view of a scenario's rooms reads the scenario's record (its rooms and placements): content
// over the engine's state, so it sits with the content and the engine's view never imports content.

/** The scenario's rooms, each with the standees it reveals for this party's size. */
export function roomsView(state: ScenarioState, scenario: Scenario | null): RoomView[] {
  const bosses = new Set(
    Object.values(state.monsterTypes)
      .filter((type) => type.isBoss)
      .map((type) => type.id),
  );
  const characters = Object.keys(state.characters).length;
  return (scenario?.rooms ?? []).map((room) => ({
    number: room.number,
    tile: room.tile,
    isStart: room.isStart,
    isRevealed: state.revealedRooms.includes(String(room.number)),
    doorsTo: room.doorsTo,
    monsters: roomPlacements(room, characters, bosses),
  }));
}
