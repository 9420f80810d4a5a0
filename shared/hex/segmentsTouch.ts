import type { Point } from './types';

/** How far each segment is stretched at both ends before testing, so touching counts as crossing. */
export const TOUCH_EPSILON = 1e-12;

function stretched(a: Point, b: Point): [Point, Point] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.sqrt(dx * dx + dy * dy);
  const ex = (TOUCH_EPSILON * dx) / length;
  const ey = (TOUCH_EPSILON * dy) / length;
  return [
    [a[0] - ex, a[1] - ey],
    [b[0] + ex, b[1] + ey],
  ];
}

/**
 * Whether segment a0-a1 crosses or touches segment b0-b1. A sight line that grazes a wall's end or
 * runs along a wall is blocked (Gloomhaven rulebook, "Line of Sight": the line may not touch a wall).
 */
export function segmentsTouch(a0: Point, a1: Point, b0: Point, b1: Point): boolean {
  const [a, b] = stretched(a0, a1);
  const [c, d] = stretched(b0, b1);
  const denominator = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
  const numerator1 = (a[1] - c[1]) * (d[0] - c[0]) - (a[0] - c[0]) * (d[1] - c[1]);
  const numerator2 = (a[1] - c[1]) * (b[0] - a[0]) - (a[0] - c[0]) * (b[1] - a[1]);
  if (denominator === 0) {
    if (numerator1 !== 0 || numerator2 !== 0) return false;
    // Collinear: they touch when their extents overlap along the line.
    const axis = a[0] !== b[0] ? 0 : 1;
    const u = Math.min(a[axis], b[axis]);
    const v = Math.max(a[axis], b[axis]);
    const x = Math.min(c[axis], d[axis]);
    const y = Math.max(c[axis], d[axis]);
    return (x <= u && y >= u) || (x <= v && y >= v) || (x >= u && y <= v);
  }
  const r = numerator1 / denominator;
  const s = numerator2 / denominator;
  return r >= 0 && r <= 1 && s >= 0 && s <= 1;
}
