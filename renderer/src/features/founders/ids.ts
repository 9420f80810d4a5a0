import type { FoundersState } from '@shared/rules/founders';

/** A fresh tile id for a resource: "machinery-2" when one machinery tile is already on the board. */
export function nextTileId(state: FoundersState, resource: string): string {
  const taken = new Set(state.tiles.map((tile) => tile.id));
  let n = state.tiles.filter((tile) => tile.resource === resource).length + 1;
  while (taken.has(`${resource}-${n}`)) n++;
  return `${resource}-${n}`;
}

/** A prestige building id from its name, unique in this game ("merchants-guild"). */
export function nextBuildingId(state: FoundersState, name: string): string {
  const base =
    name
      .toLowerCase()
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'building';
  const taken = new Set(state.prestigeBuildings.map((building) => building.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
