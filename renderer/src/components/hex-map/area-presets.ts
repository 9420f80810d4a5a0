import { normaliseArea } from '../../../../shared/map/area';
import type { Aoe } from '../../../../shared/map/position';

/**
 * Common shapes of monster area attacks, as axial offsets. "Self" areas start next to the monster
 * (its own hex is not part of them); "free" areas are placed anywhere in range. The solver rotates
 * and mirrors them. Each is written in its normalised drawing (shared/map/area), the JSON the
 * area editor gives for the same shape.
 */
export const AREA_PRESETS: Array<{ value: string; label: string; aoe: Aoe | null }> = [
  { value: 'none', label: 'No area', aoe: null },
  {
    value: 'line2',
    label: 'Line of 2 (from the monster)',
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
    label: 'Line of 3 (from the monster)',
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
    label: 'Arc of 3 neighbours',
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
    label: 'Triangle of 3 (in range)',
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
    label: 'Hex and its 6 neighbours (in range)',
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
