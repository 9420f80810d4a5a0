import { expect, it } from 'vitest';
import { hexToPixel } from '@shared/hex/pixel';
import { arrowStep, gridRadiusFor, hexesWithin } from './area-grid';

it('holds the 61 hexes within 4 of the origin, and grows for an area that reaches further', () => {
  expect(hexesWithin(4)).toHaveLength(61);
  expect(gridRadiusFor([[1, 0]])).toBe(4);
  expect(gridRadiusFor([[5, 0]])).toBe(6);
});

it('moves the focus along a row on screen with left and right, which undo each other', () => {
  for (const start of [
    [0, 0],
    [1, 0],
    [-1, 2],
    [-3, 1],
  ] as const) {
    const right = arrowStep('ArrowRight', start);
    expect(right).not.toBeNull();
    if (!right) continue;
    const [x0, y0] = hexToPixel(start, 10);
    const [x1, y1] = hexToPixel(right, 10);
    expect(x1).toBeGreaterThan(x0);
    // Half a hex up or down: the row zig-zags.
    expect(Math.abs(y1 - y0)).toBeCloseTo(Math.sqrt(3) * 5);
    expect(arrowStep('ArrowLeft', right)).toEqual(start);
    // Two steps right come back to the row the focus started on.
    expect(hexToPixel(arrowStep('ArrowRight', right) ?? [0, 0], 10)[1]).toBeCloseTo(y0);
  }
  expect(hexToPixel(arrowStep('ArrowUp', [2, 1]) ?? [0, 0], 10)[1]).toBeLessThan(hexToPixel([2, 1], 10)[1]);
  expect(arrowStep('Enter', [0, 0])).toBeNull();
});
