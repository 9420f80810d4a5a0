import type { AssembledLayout } from './assemble';
import type { ScenarioSet } from './model';

/**
 * Which imported layout is a content pack's scenario, and which of the layout's rooms each of the
 * pack's rooms is. The Virtual Gloomhaven Board numbers Gloomhaven's scenarios 1–95 and Forgotten
 * Circles' on from 96, as the scenario book does.
 */
export function layoutRefOf(printedNumber: string): { set: ScenarioSet; number: number } | null {
  const match = /^\s*(\d{1,3})\s*$/.exec(printedNumber);
  if (!match) return null;
  const number = Number(match[1]);
  if (number < 1) return null;
  return { set: number <= 95 ? 'gloomhaven' : 'forgotten-circles', number };
}

/** A name's words without case, punctuation and small words ("Plane of Night", "Plane of the Night"). */
function nameWords(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !['the', 'a', 'an', 'of'].includes(word))
    .join(' ');
}

/**
 * Whether the layout's scenario is the pack's by name too: a pack numbering its own scenarios from 1
 * (another game, a fan campaign) gets no Gloomhaven map by its number alone.
 */
export function isSameScenario(layoutName: string, packName: string): boolean {
  return nameWords(layoutName) === nameWords(packName);
}

/** The pack's rooms (by number) and the layout's room each lies on, by the map tile it names. */
export function packRoomsOnLayout(
  assembled: AssembledLayout,
  rooms: ReadonlyArray<{ number: number; tile: string }>,
): Record<string, number> {
  const onLayout: Record<string, number> = {};
  for (const room of rooms) {
    const tile = room.tile.trim().toLowerCase();
    const found = assembled.rooms.find((r) => r.tiles.some((name) => name.toLowerCase() === tile));
    if (found) onLayout[String(room.number)] = found.number;
  }
  return onLayout;
}
