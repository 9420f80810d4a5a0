import type { Board } from './board';
import { occludersBetween, type Occluders } from './occluders';
import { crossings, hasOpeningAt, SIGHT_EPSILON, type Boundary, type SightSquare } from './visibilityWindow';

type P = readonly [number, number];

const COS_30 = Math.cos((30 / 180) * Math.PI);

function unit(from: P, to: P): P {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.sqrt(dx * dx + dy * dy);
  return [dx / length, dy / length];
}

/** Strictly on the inner side of the directed bound `from`-`to` (its own ends are outside). */
function isWithin(point: P, from: P, to: P, along: P): boolean {
  if ((point[0] === from[0] && point[1] === from[1]) || (point[0] === to[0] && point[1] === to[1])) return false;
  const toPoint = unit(from, point);
  return along[0] * toPoint[1] - along[1] * toPoint[0] < -SIGHT_EPSILON;
}

/** Where the line a-b meets the line c-d, as a fraction along c-d. */
function fractionAlong(a: P, b: P, c: P, d: P): number {
  const denominator = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0]);
  return ((a[1] - c[1]) * (b[0] - a[0]) - (a[0] - c[0]) * (b[1] - a[1])) / denominator;
}

/**
 * The looker's hex is represented by the long diagonal most across the line to the target
 * (corners `edge` and `edge + 3`); the target's by the parallel diagonal.
 */
function crossSectionCorner(centreDirection: P): number {
  const up = centreDirection[1];
  if (up > COS_30) return 0;
  if (up <= -COS_30) return 3;
  const side = centreDirection[0];
  if (up > 0) return side < 0 ? 1 : 5;
  return side < 0 ? 2 : 4;
}

const enum Side {
  Inside,
  BeyondZero,
  BeyondOne,
}

/**
 * Frosthaven / Gloomhaven 2nd edition and Jaws of the Lion line of sight: two hexes see each other
 * when some straight line from any point of the one to any point of the other touches no wall
 * (Frosthaven rulebook, "Line of Sight"; Jaws of the Lion rulebook, "Line of Sight"). Neighbours see
 * each other unless a wall lies on their shared edge and on one side of it.
 */
function isWallEdge(board: Board, id: number, edge: number): boolean {
  return board.wallEdge[id * 6 + ((edge + 6) % 6)] === 1;
}

function cornerOf(corners: Float64Array, id: number, c: number): P {
  return [corners[id * 12 + (c % 6) * 2] ?? 0, corners[id * 12 + (c % 6) * 2 + 1] ?? 0];
}

/** The corridor between the two cross-sections, as four directed bounds (start, end, direction). */
type Bounds = readonly (readonly [P, P, P])[];

function isWithinBound(p: P, bounds: Bounds, i: number): boolean {
  const bound = bounds[i];
  return bound !== undefined && isWithin(p, bound[0], bound[1], bound[2]);
}

function sideOf(p: P, bounds: Bounds): Side {
  if (!isWithinBound(p, bounds, 1)) return Side.BeyondOne;
  return isWithinBound(p, bounds, 3) ? Side.Inside : Side.BeyondZero;
}

/**
 * Frosthaven / Gloomhaven 2nd edition and Jaws of the Lion line of sight: two hexes see each other
 * when some straight line from any point of the one to any point of the other touches no wall
 * (Frosthaven rulebook, "Line of Sight"; Jaws of the Lion rulebook, "Line of Sight"). Neighbours see
 * each other unless a wall lies on their shared edge and on one side of it.
 */
export function fullHexLineOfSight(board: Board, occluders: Occluders, a: number, b: number): boolean {
  for (let edge = 0; edge < 6; edge++) {
    if (board.neighbour[a * 6 + edge] !== b) continue;
    if (!isWallEdge(board, a, edge)) return true;
    const back = edge + 3;
    if (!isWallEdge(board, a, edge + 1) && !isWallEdge(board, b, back + 5)) return true;
    if (!isWallEdge(board, a, edge + 5) && !isWallEdge(board, b, back + 1)) return true;
    return false;
  }
  const near = occludersBetween(board, occluders, a, b);
  if (near.length === 0) return true;
  const square = sightSquare(occluders, near, a, b);
  if (square === null) return false;
  return crossings(square.all).some((x) => hasOpeningAt(x, square));
}

function sightSquare(occluders: Occluders, near: readonly number[], a: number, b: number): SightSquare | null {
  const { corners, segments } = occluders;
  const c = crossSectionCorner(unit(cornerOf(corners, a, 0), cornerOf(corners, b, 0)));
  const source0 = cornerOf(corners, a, c);
  const source1 = cornerOf(corners, a, c + 3);
  const target0 = cornerOf(corners, b, c);
  const target1 = cornerOf(corners, b, c + 3);
  const bounds: Bounds = [
    [source0, source1, unit(source0, source1)],
    [source1, target1, unit(source1, target1)],
    [target1, target0, unit(target1, target0)],
    [target0, source0, unit(target0, source0)],
  ];
  const boundaryOf = (p: P): Boundary => {
    const atZero = fractionAlong(source0, p, target0, target1);
    const atOne = fractionAlong(source1, p, target0, target1);
    return [atZero, atOne, atOne - atZero];
  };

  const square: SightSquare = {
    all: [
      [0, 0, 0],
      [1, 1, 0],
    ],
    below: [],
    above: [],
    inside: [],
  };
  for (const i of near) {
    const p0: P = [segments[i * 4] ?? 0, segments[i * 4 + 1] ?? 0];
    const p1: P = [segments[i * 4 + 2] ?? 0, segments[i * 4 + 3] ?? 0];
    const isBetween0 = isWithinBound(p0, bounds, 0) && isWithinBound(p0, bounds, 2);
    const isBetween1 = isWithinBound(p1, bounds, 0) && isWithinBound(p1, bounds, 2);
    if (!isBetween0 && !isBetween1) continue;
    const side0 = sideOf(p0, bounds);
    const side1 = sideOf(p1, bounds);
    if ((side0 === Side.BeyondZero && side1 === Side.BeyondOne) || (side0 === Side.BeyondOne && side1 === Side.BeyondZero)) {
      return null; // The segment spans the whole corridor between the two hexes.
    }
    if (side0 === Side.Inside && side1 === Side.Inside) {
      const pair = [boundaryOf(p0), boundaryOf(p1)] as const;
      square.inside.push(pair);
      square.all.push(pair[0], pair[1]);
    } else if (side0 === Side.Inside || side1 === Side.Inside) {
      const inner = side0 === Side.Inside ? p0 : p1;
      const outer = side0 === Side.Inside ? side1 : side0;
      const boundary = boundaryOf(inner);
      (outer === Side.BeyondZero ? square.below : square.above).push(boundary);
      square.all.push(boundary);
    }
  }
  return square;
}
