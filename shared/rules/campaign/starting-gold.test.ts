import { expect, it } from 'vitest';
import { startingGold } from './starting-gold';

it('1st edition: 15 x (level + 1) gold', () => {
  expect(startingGold('gh1', 1)).toBe(30);
  expect(startingGold('gh1', 4)).toBe(75);
});
it('2nd edition: left to the class data / the players', () => {
  expect(startingGold('gh2', 1)).toBeNull();
});
