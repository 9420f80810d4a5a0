import { expect, it } from 'vitest';
import { centreOf, pointsOf, POINTY_GEOMETRY } from './geometry';

const corners = (points: string): number[][] => points.split(' ').map((p) => p.split(',').map(Number));

it('draws a smaller ring around the same centre as the hex, far from the origin too', () => {
  for (const hex of [
    [0, 0],
    [4, 1],
    [-6, 9],
  ] as const) {
    const ring = corners(pointsOf(hex, undefined, 0.85));
    const [cx, cy] = centreOf(hex);
    expect(ring.reduce((sum, [x]) => sum + (x ?? 0), 0) / 6).toBeCloseTo(cx, 1);
    expect(ring.reduce((sum, [, y]) => sum + (y ?? 0), 0) / 6).toBeCloseTo(cy, 1);
    expect(Math.hypot((ring[0]?.[0] ?? 0) - cx, (ring[0]?.[1] ?? 0) - cy)).toBeCloseTo(30 * 0.85, 1);
  }
});

it('draws a pointy board in rows: neighbours along a row share an upright edge', () => {
  const [x0, y0] = POINTY_GEOMETRY.centreOf([0, 0]);
  const [x1, y1] = POINTY_GEOMETRY.centreOf([1, 0]);
  expect(y1).toBeCloseTo(y0);
  expect(x1 - x0).toBeCloseTo(30 * Math.sqrt(3));
  const [ex1, , ex2] = POINTY_GEOMETRY.edgeLine([0, 0], [1, 0]);
  expect(ex1).toBeCloseTo(ex2);
  expect(POINTY_GEOMETRY.hexAt(x1 + 5, y1 - 5)).toEqual([1, 0]);
});
