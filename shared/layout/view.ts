import type { Hex } from '../hex/types';
import type { AssembledLayout } from './assemble';
import type { DoorKind, OverlayKind, TrapKind } from './model';
import type { TileName } from './tile-table';

/**
 * What a drawn board shows of a layout beyond the terrain of its position: the map tiles with
 * their names and outlines, the overlay tiles by kind (a trap's kind, a chest's treasure), the
 * start hexes, coins and chests, every door with its rooms, and the rooms still hidden.
 */
export interface LayoutView {
  tiles: Array<{ name: TileName; hexes: Hex[]; room: number }>;
  marks: Array<{ kind: OverlayKind; hex: Hex; trap?: TrapKind; treasure?: number | 'goal' }>;
  doors: Array<{ kind: DoorKind; hex: Hex; rooms: readonly [number, number] }>;
  hiddenRooms: Array<{ number: number; hexes: Hex[] }>;
}

export function layoutView(assembled: AssembledLayout, revealed: readonly number[]): LayoutView {
  const isShown = (room: number) => revealed.includes(room);
  return {
    tiles: assembled.tiles.filter((tile) => tile.isMapTile && isShown(tile.room)).map(({ name, hexes, room }) => ({ name, hexes, room })),
    marks: assembled.overlays
      .filter((overlay) => isShown(overlay.room))
      .flatMap((overlay) =>
        overlay.hexes.map((hex) => ({
          kind: overlay.kind,
          hex,
          ...(overlay.trap ? { trap: overlay.trap } : {}),
          ...(overlay.treasure !== undefined ? { treasure: overlay.treasure } : {}),
        })),
      ),
    doors: assembled.doors.filter((door) => door.rooms.some(isShown)),
    hiddenRooms: assembled.rooms.filter((room) => !isShown(room.number)).map(({ number, hexes }) => ({ number, hexes })),
  };
}
