import { expect, it } from 'vitest';
import { initiativeOrder, LONG_REST_INITIATIVE } from './initiativeOrder';

const player = (id: string, initiative?: number, extra: object = {}) => ({
  id,
  team: 'players' as const,
  hex: [0, 0] as [number, number],
  initiative,
  ...extra,
});

it('puts a long-resting figure at initiative 99 whatever it says', () => {
  const order = initiativeOrder([player('c1', 12, { longResting: true })]);
  expect(order.get('c1')).toBe(LONG_REST_INITIATIVE);
});

it('puts a summon just before its owner, and before figures that act after the owner', () => {
  const order = initiativeOrder([player('c1', 30), player('s1', undefined, { summonOf: 'c1' }), player('c2', 30)]);
  expect(order.get('s1')).toBeLessThan(order.get('c1') ?? 0);
  expect(order.get('s1')).toBeLessThan(order.get('c2') ?? 0);
  expect(order.get('s1')).toBeGreaterThan(29);
});

it('leaves unknown initiatives (0 or missing) all equal', () => {
  const order = initiativeOrder([player('c1'), player('c2', 0), player('s1', undefined, { summonOf: 'c1' })]);
  expect(new Set(order.values())).toEqual(new Set([0]));
});
