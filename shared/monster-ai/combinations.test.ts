import { expect, it } from 'vitest';
import { forEachCombination } from './combinations';

it('lists every choice of k items once', () => {
  const seen: string[] = [];
  forEachCombination(['a', 'b', 'c', 'd'], 2, (c) => seen.push(c.join('')));
  expect(seen).toEqual(['ab', 'ac', 'ad', 'bc', 'bd', 'cd']);
});

it('gives one empty choice for k = 0 and none when k is too large', () => {
  const seen: string[][] = [];
  forEachCombination(['a'], 0, (c) => seen.push(c));
  forEachCombination(['a'], 2, (c) => seen.push(c));
  expect(seen).toEqual([[]]);
});
