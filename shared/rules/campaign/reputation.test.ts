import { expect, it } from 'vitest';
import { clampReputation } from './reputation';

it('clamps reputation to -20..+20', () => {
  expect(clampReputation(25)).toBe(20);
  expect(clampReputation(-21)).toBe(-20);
  expect(clampReputation(7)).toBe(7);
});
