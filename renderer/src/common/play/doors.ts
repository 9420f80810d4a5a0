import type { RoomView } from '@shared/ipc/scenario-types';

/** The rooms behind a door of a revealed room, not yet opened: what the party may open next. */
export function roomsBehindDoors(rooms: readonly RoomView[]): RoomView[] {
  return rooms.filter((room) => !room.isRevealed && rooms.some((r) => r.isRevealed && r.doorsTo.includes(room.number)));
}
