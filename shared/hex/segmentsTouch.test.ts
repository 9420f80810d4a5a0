import { expect, it } from 'vitest';
import { segmentsTouch } from './segmentsTouch';

it('sees crossing segments', () => {
  expect(segmentsTouch([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
});

it('counts an end that only touches the other segment', () => {
  expect(segmentsTouch([0, 0], [1, 1], [1, 1], [2, 0])).toBe(true);
  expect(segmentsTouch([0, 0], [1, 0], [1, 0], [1, 5])).toBe(true);
});

it('tells apart separate, parallel and collinear segments', () => {
  expect(segmentsTouch([0, 0], [1, 0], [2, 1], [3, 5])).toBe(false);
  expect(segmentsTouch([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false);
  expect(segmentsTouch([0, 0], [1, 0], [2, 0], [3, 0])).toBe(false);
  expect(segmentsTouch([0, 0], [2, 0], [1, 0], [3, 0])).toBe(true);
});
