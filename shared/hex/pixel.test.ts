import { expect, it } from 'vitest';
import { hexCorners, hexToPixel, neighbourTowards, pixelToHex } from './pixel';

const size = 10;

it('puts a hex centre back into the same hex, also near its corners', () => {
  for (let q = -4; q <= 4; q++) {
    for (let r = -4; r <= 4; r++) {
      const [x, y] = hexToPixel([q, r], size);
      expect(pixelToHex(x, y, size)).toEqual([q, r]);
      expect(pixelToHex(x + 0.8 * size, y, size)).toEqual([q, r]);
      expect(pixelToHex(x, y - 0.8 * size, size)).toEqual([q, r]);
    }
  }
});

it('places neighbours one hex width apart: [1,0] lower right, [0,1] straight below', () => {
  expect(hexToPixel([1, 0], size)[0]).toBeCloseTo(15);
  expect(hexToPixel([1, 0], size)[1]).toBeCloseTo(Math.sqrt(3) * 5);
  expect(hexToPixel([0, 1], size)).toEqual([0, Math.sqrt(3) * 10]);
});

it('shares corners between neighbours', () => {
  const a = hexCorners([0, 0], size);
  const b = hexCorners([0, 1], size);
  // The lower edge of [0,0] (corners 1 and 2) is the upper edge of [0,1] (corners 5 and 4).
  expect(b[5]?.[0]).toBeCloseTo(a[1]?.[0] ?? NaN);
  expect(b[5]?.[1]).toBeCloseTo(a[1]?.[1] ?? NaN);
  expect(b[4]?.[0]).toBeCloseTo(a[2]?.[0] ?? NaN);
});

it('finds the neighbour across the edge nearest to a point', () => {
  const [x, y] = hexToPixel([2, 2], size);
  expect(neighbourTowards([2, 2], x, y + 7, size)).toEqual([2, 3]);
  expect(neighbourTowards([2, 2], x, y - 7, size)).toEqual([2, 1]);
  expect(neighbourTowards([2, 2], x + 6, y + 3, size)).toEqual([3, 2]);
  expect(neighbourTowards([2, 2], x - 6, y - 3, size)).toEqual([1, 2]);
  expect(neighbourTowards([2, 2], x + 6, y - 3, size)).toEqual([3, 1]);
  expect(neighbourTowards([2, 2], x - 6, y + 3, size)).toEqual([1, 3]);
});

it('stands pointy hexes in rows: [1,0] straight right, [0,1] lower right, and finds them again', () => {
  expect(hexToPixel([1, 0], size, 'pointy')).toEqual([Math.sqrt(3) * 10, 0]);
  expect(hexToPixel([0, 1], size, 'pointy')[0]).toBeCloseTo(Math.sqrt(3) * 5);
  expect(hexToPixel([0, 1], size, 'pointy')[1]).toBeCloseTo(15);
  for (let q = -3; q <= 3; q++)
    for (let r = -3; r <= 3; r++) {
      const [x, y] = hexToPixel([q, r], size, 'pointy');
      expect(pixelToHex(x, y - 0.8 * size, size, 'pointy')).toEqual([q, r]);
      expect(pixelToHex(x + 0.8 * size, y, size, 'pointy')).toEqual([q, r]);
    }
  // A corner points straight up, and two neighbours in a row share their upright edge.
  const corners = hexCorners([0, 0], size, 'pointy');
  expect(Math.min(...corners.map(([, y]) => y))).toBeCloseTo(-size);
  const right = hexCorners([1, 0], size, 'pointy');
  expect(right.some(([x, y]) => Math.abs(x - (corners[1]?.[0] ?? NaN)) < 1e-9 && Math.abs(y - (corners[1]?.[1] ?? NaN)) < 1e-9)).toBe(true);
  const [x, y] = hexToPixel([2, 2], size, 'pointy');
  expect(neighbourTowards([2, 2], x + 7, y, size, 'pointy')).toEqual([3, 2]);
  expect(neighbourTowards([2, 2], x - 3, y + 6, size, 'pointy')).toEqual([1, 3]);
});
