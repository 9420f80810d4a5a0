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

/** A monster to stand on one of a room's hexes: its type and rank. */
export interface WantedMonster {
  monster: string;
  rank: MonsterRank;
}

/**
 * Gives each wanted monster a hex of `spots` (the layout's hexes of a room): a hex its type has, an
 * elite an elite's hex first and a normal monster a normal one's, then any of its type left; a
 * type the pack names as a scenario's own variant ("cultist-scenario-78") takes the hexes of the
 * type it varies when it has none of its own. `hexes[i]` is the hex of `wanted[i]`, or null when
 * none is left for it; `left` are the spots nobody took.
 */
export function assignSpots(
  spots: readonly RoomMonster[],
  wanted: readonly WantedMonster[],
): { hexes: Array<Hex | null>; left: RoomMonster[] } {
  const free = [...spots];
  const take = (type: string, rank: MonsterRank): RoomMonster | undefined => {
    const index = free.findIndex((spot) => spot.monster === type && spot.rank === rank);
    return index >= 0 ? free.splice(index, 1)[0] : undefined;
  };
  const typeOf = (monster: string) =>
    free.some((spot) => spot.monster === monster)
      ? monster
      : (free.find((spot) => monster.startsWith(`${spot.monster}-`))?.monster ?? monster);
  const hexes: Array<Hex | null> = wanted.map(() => null);
  // Each rank on its own rank's hexes first, then on the other rank's left over; elites first.
  const order = wanted.map((want, index) => ({ ...want, index })).sort((a, b) => (a.rank === b.rank ? 0 : a.rank === 'elite' ? -1 : 1));
  for (const pass of ['same', 'other'] as const)
    for (const want of order) {
      if (hexes[want.index] !== null) continue;
      const type = typeOf(want.monster);
      const spot = take(type, pass === 'same' ? want.rank : want.rank === 'elite' ? 'normal' : 'elite');
      if (spot) hexes[want.index] = spot.hex;
    }
  return { hexes, left: free };
}

/**
 * Reconciles one room of the layout with the pack's rooms on its tiles for a party of `players`
 * (see assignSpots for which monster takes which hex).
 */
export function reconcileRoom(assembled: AssembledLayout, room: number, packRooms: readonly PackRoom[], players: number): ReconciledRoom {
  const tiles = assembled.rooms.find((r) => r.number === room)?.tiles ?? [];
  const mine = packRooms.filter((packRoom) => tiles.some((tile) => sameTile(tile, packRoom.tile)));
  const column = rankColumn(players);
  const wanted: WantedMonster[] = [];
  for (const placement of mine.flatMap((packRoom) => packRoom.placements))
    for (const rank of ['elite', 'normal'] as const)
      for (let n = 0; n < (placement[rank][column] ?? 0); n++) wanted.push({ monster: placement.monster, rank });
  const { hexes, left } = assignSpots(roomMonsters(assembled, room, players), wanted);
  const monsters: RoomMonster[] = [];
  const missing = new Map<string, ReconciledRoom['withoutHex'][number]>();
  wanted.forEach((want, index) => {
    const hex = hexes[index];
    if (hex) return monsters.push({ monster: want.monster, hex, rank: want.rank });
    const key = `${want.monster} ${want.rank}`;
    const counted = missing.get(key) ?? { monster: want.monster, rank: want.rank, count: 0 };
    missing.set(key, { ...counted, count: counted.count + 1 });
  });
  return {
    isKnownToPack: mine.length > 0,
    monsters,
    withoutHex: [...missing.values()],
    withoutMonster: left.map((spot) => ({ monster: spot.monster, rank: spot.rank, hex: spot.hex })),
  };
}
