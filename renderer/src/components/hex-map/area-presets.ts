import { normaliseArea } from '@shared/map/area';
import type { Aoe } from '@shared/map/position';

/**
 * Common shapes of monster area attacks, as axial offsets. "Self" areas start next to the monster
 * (its own hex is not part of them); "free" areas are placed anywhere in range. The solver rotates
 * and mirrors them. Each is written in its normalised drawing (shared/map/area), the JSON the
 * area editor gives for the same shape.
 */
/** The presets' names are the catalog's `hexMap.area.presets.<value>`. */
export const AREA_PRESETS: Array<{ value: 'none' | 'line2' | 'line3' | 'arc3' | 'tri3' | 'blob7'; aoe: Aoe | null }> = [
  { value: 'none', aoe: null },
  {
    value: 'line2',
    aoe: {
      anchor: 'self',
      cells: [
        [1, 0],
        [2, 0],
      ],
    },
  },
  {
    value: 'line3',
    aoe: {
      anchor: 'self',
      cells: [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
    },
  },
  {
    value: 'arc3',
    aoe: {
      anchor: 'self',
      cells: [
        [0, 1],
        [1, -1],
        [1, 0],
      ],
    },
  },
  {
    value: 'tri3',
    aoe: {
      anchor: 'free',
      cells: [
        [0, 0],
        [1, -1],
        [1, 0],
      ],
    },
  },
  {
    value: 'blob7',
    aoe: {
      anchor: 'free',
      cells: [
        [-1, 0],
        [-1, 1],
        [0, -1],
        [0, 0],
        [0, 1],
        [1, -1],
        [1, 0],
      ],
    },
  },
];

const keyOf = (aoe: Aoe): string => JSON.stringify(normaliseArea(aoe));

/** The preset an area is, however it was drawn or stored (key order, turn, place); else "custom". */
export function presetOf(aoe: Aoe | null): string {
  if (aoe === null) return 'none';
  const key = keyOf(aoe);
  return AREA_PRESETS.find((p) => p.aoe !== null && keyOf(p.aoe) === key)?.value ?? 'custom';
}
