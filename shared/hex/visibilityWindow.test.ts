import { expect, it } from 'vitest';
import { crossings, hasOpeningAt, type SightSquare } from './visibilityWindow';

const square = (parts: Partial<SightSquare>): SightSquare => ({
  all: [
    [0, 0, 0],
    [1, 1, 0],
  ],
  below: [],
  above: [],
  inside: [],
  ...parts,
});

it('tests x = 0 and every crossing of two boundaries inside the square', () => {
  expect(
    crossings([
      [0, 0, 0],
      [1, 1, 0],
      [0, 1, 1],
      [1, 0, -1],
    ]),
  ).toEqual([0, 0.5]);
});

it('finds an opening between a bottom and a top boundary, and none where they close it', () => {
  expect(hasOpeningAt(0, square({ below: [[0.2, 0.8, 0.6]], above: [[0.6, 0.1, -0.5]] }))).toBe(true);
  expect(hasOpeningAt(1, square({ below: [[0.2, 0.8, 0.6]], above: [[0.6, 0.1, -0.5]] }))).toBe(false);
});

it('finds the gaps around a wall segment inside the square', () => {
  expect(
    hasOpeningAt(
      0.5,
      square({
        inside: [
          [
            [0, 0, 0],
            [1, 1, 0],
          ],
        ],
      }),
    ),
  ).toBe(false);
  expect(
    hasOpeningAt(
      0.5,
      square({
        inside: [
          [
            [0.3, 0.3, 0],
            [0.6, 0.6, 0],
          ],
        ],
      }),
    ),
  ).toBe(true);
});
