import { expect, it } from 'vitest';
import { distance } from './distance';
import { mirror, orientations, turnSixth } from './orientations';

it('turns an offset around all six neighbours and back', () => {
  let offset: readonly [number, number] = [1, 0];
  const seen: string[] = [];
  for (let i = 0; i < 6; i++) {
    seen.push(offset.join(','));
    offset = turnSixth(offset);
  }
  expect(new Set(seen).size).toBe(6);
  expect(offset).toEqual([1, 0]);
});

it('keeps distances when mirroring and turning', () => {
  expect(distance([0, 0], mirror([3, -1]))).toBe(3);
  expect(distance([0, 0], turnSixth([3, -1]))).toBe(3);
});

it('gives 12 orientations, of which an asymmetric pattern has 12 distinct ones', () => {
  const all = orientations([
    [1, 0],
    [2, 0],
    [2, -1],
  ]);
  expect(all).toHaveLength(12);
  expect(new Set(all.map((p) => JSON.stringify(p))).size).toBe(12);
});
