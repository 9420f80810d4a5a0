/**
 * The sight-line square used by full-hex line of sight. A sight line runs from point x of the
 * looker's cross-section (0..1) to point y of the target's cross-section (0..1). Each end of a wall
 * segment that lies between the two cross-sections casts a straight boundary y = value(x) across
 * that square; walls block what lies below (`below`), above (`above`) or between a pair (`inside`).
 */
export const SIGHT_EPSILON = 1e-12;

/** A boundary in the square: its value at x = 0 and x = 1, and its slope. */
export type Boundary = readonly [atZero: number, atOne: number, slope: number];

export interface SightSquare {
  /** Every boundary, including the square's own bottom and top. */
  all: Boundary[];
  below: Boundary[];
  above: Boundary[];
  inside: (readonly [Boundary, Boundary])[];
}

type Sample = readonly [value: number, slope: number];

function valueAt(boundary: Boundary, x: number): Sample {
  return [boundary[0] + (boundary[1] - boundary[0]) * x, boundary[2]];
}

/** Compares two boundaries at a point; equal values are ordered by slope (where they go next). */
function isGreater(a: Sample, b: Sample): boolean {
  return Math.abs(a[0] - b[0]) < SIGHT_EPSILON ? a[1] > b[1] : a[0] > b[0];
}

function isLess(a: Sample, b: Sample): boolean {
  return Math.abs(a[0] - b[0]) < SIGHT_EPSILON ? a[1] < b[1] : a[0] < b[0];
}

/** The x values worth testing: 0 and every crossing of two boundaries inside the square. */
export function crossings(all: readonly Boundary[]): number[] {
  const xs = [0];
  for (let i = 0; i < all.length; i++) {
    const a = all[i];
    if (!a) continue;
    for (let j = 0; j < i; j++) {
      const b = all[j];
      if (!b) continue;
      const divisor = a[2] - b[2];
      if (divisor === 0) continue;
      const t = (b[0] - a[0]) / divisor;
      if (t > SIGHT_EPSILON && t < 1 - SIGHT_EPSILON) xs.push(t);
    }
  }
  return xs;
}

/** Whether some sight line leaving the looker's cross-section at `x` is unblocked. */
export function hasOpeningAt(x: number, square: SightSquare): boolean {
  let bottom: Sample = [0, 0];
  let top: Sample = [1, 0];
  for (const boundary of square.below) {
    const sample = valueAt(boundary, x);
    if (isGreater(sample, bottom)) bottom = sample;
  }
  for (const boundary of square.above) {
    const sample = valueAt(boundary, x);
    if (isLess(sample, top)) top = sample;
  }
  if (isGreater([bottom[0], bottom[1] + SIGHT_EPSILON], top)) return false;
  if (square.inside.length === 0) return true;

  const spans: [Sample, Sample][] = [];
  for (const [first, second] of square.inside) {
    let low = valueAt(first, x);
    let high = valueAt(second, x);
    if (isGreater(low, high)) [low, high] = [high, low];
    if (isGreater(low, top) || isLess(high, bottom)) continue;
    spans.push([low, high]);
  }
  spans.sort((a, b) => (isLess(a[0], b[0]) ? -1 : 1));
  for (const [low, high] of spans) {
    if (isGreater([low[0], low[1] - SIGHT_EPSILON], bottom)) return true;
    if (isGreater([high[0], high[1] + SIGHT_EPSILON], top)) return false;
    if (isGreater(high, bottom)) bottom = high;
  }
  return true;
}
