import type { Hex } from '../hex/types';
import type { AssembledLayout } from './assemble';
import { rankColumn, roomMonsters, type RoomMonster } from './board';

/**
 * A room as the scenario's content pack has it (shared/content's `Room`, Gloomhaven Secretariat's
 * rooms): its map tile and how many normal and elite monsters of each type stand in it for two,
 * three and four characters.
 */
export interface PackRoom {
  tile: string;
  placements: ReadonlyArray<{ monster: string; normal: readonly number[]; elite: readonly number[] }>;
}

export type MonsterRank = RoomMonster['rank'];

/**
 * A room's monsters with the pack deciding which and the layout deciding where, and what the two
 * disagree on in words-ready form: monsters the pack sets up that have no hex in the layout (the
 * players place them), and hexes of the layout no monster of the pack stands on.
 */
export interface ReconciledRoom {
  /** Whether any of the pack's rooms is on this room's tiles (else the pack says nothing of it). */
  isKnownToPack: boolean;
  monsters: RoomMonster[];
  withoutHex: Array<{ monster: string; rank: MonsterRank; count: number }>;
  withoutMonster: Array<{ monster: string; rank: MonsterRank; hex: Hex }>;
}

const sameTile = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Reconciles one room of the layout with the pack's rooms on its tiles for a party of `players`.
 * Each monster of the pack takes a hex the layout gives its type, an elite an elite's hex first
 * and a normal monster a normal one's, then any left; a type the pack names as a scenario's own
 * variant ("cultist-scenario-78") takes the hexes of the type it varies when it has none of its own.
 */
export function reconcileRoom(assembled: AssembledLayout, room: number, packRooms: readonly PackRoom[], players: number): ReconciledRoom {
  const tiles = assembled.rooms.find((r) => r.number === room)?.tiles ?? [];
  const mine = packRooms.filter((packRoom) => tiles.some((tile) => sameTile(tile, packRoom.tile)));
  const column = rankColumn(players);
  const wanted = new Map<string, { normal: number; elite: number }>();
  for (const placement of mine.flatMap((packRoom) => packRoom.placements)) {
    const counts = wanted.get(placement.monster) ?? { normal: 0, elite: 0 };
    wanted.set(placement.monster, {
      normal: counts.normal + (placement.normal[column] ?? 0),
      elite: counts.elite + (placement.elite[column] ?? 0),
    });
  }
  const free = roomMonsters(assembled, room, players);
  const take = (type: string, rank: MonsterRank): RoomMonster | undefined => {
    const index = free.findIndex((spot) => spot.monster === type && spot.rank === rank);
    return index >= 0 ? free.splice(index, 1)[0] : undefined;
  };
  const monsters: RoomMonster[] = [];
  const withoutHex: ReconciledRoom['withoutHex'] = [];
  for (const [monster, counts] of wanted) {
    const hasOwn = free.some((spot) => spot.monster === monster);
    const type = hasOwn ? monster : (free.find((spot) => monster.startsWith(`${spot.monster}-`))?.monster ?? monster);
    // Each rank on its own rank's hexes first, then on the other rank's left over.
    const left = { ...counts };
    for (const pass of ['same', 'other'] as const)
      for (const rank of ['elite', 'normal'] as const)
        for (; left[rank] > 0; left[rank]--) {
          const spot = take(type, pass === 'same' ? rank : rank === 'elite' ? 'normal' : 'elite');
          if (!spot) break;
          monsters.push({ monster, hex: spot.hex, rank });
        }
    for (const rank of ['elite', 'normal'] as const) if (left[rank] > 0) withoutHex.push({ monster, rank, count: left[rank] });
  }
  return {
    isKnownToPack: mine.length > 0,
    monsters,
    withoutHex,
    withoutMonster: free.map((spot) => ({ monster: spot.monster, rank: spot.rank, hex: spot.hex })),
  };
}
