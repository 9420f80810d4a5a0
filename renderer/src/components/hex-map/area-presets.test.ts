import { expect, it } from 'vitest';
import { normaliseArea } from '@shared/map/area';
import { AREA_PRESETS, presetOf } from './area-presets';

it('writes each preset as the area editor would save it', () => {
  for (const preset of AREA_PRESETS) {
    if (preset.aoe) expect(JSON.stringify(normaliseArea(preset.aoe)), preset.value).toBe(JSON.stringify(preset.aoe));
  }
});

it('recognises a preset drawn by hand in another orientation, place or key order', () => {
  // A line of 3 pointing straight up from the monster.
  expect(
    presetOf({
      anchor: 'self',
      cells: [
        [0, -3],
        [0, -1],
        [0, -2],
      ],
    }),
  ).toBe('line3');
  // The triangle in range, drawn far from the origin and turned.
  expect(
    presetOf({
      anchor: 'free',
      cells: [
        [4, 4],
        [4, 5],
        [3, 5],
      ],
    }),
  ).toBe('tri3');
  // Read back from a saved board, whose schema puts `cells` before `anchor`.
  expect(
    presetOf({
      cells: [
        [1, 0],
        [2, 0],
      ],
      anchor: 'self',
    }),
  ).toBe('line2');
  expect(
    presetOf({
      anchor: 'free',
      cells: [
        [1, 0],
        [2, 0],
      ],
    }),
  ).toBe('custom');
  expect(presetOf(null)).toBe('none');
});
