import { expect, it } from 'vitest';
import { DIRECTIONS, oppositeEdge } from './directions';

it('pairs every edge with the opposite step', () => {
  DIRECTIONS.forEach((step, edge) => {
    const back = DIRECTIONS[oppositeEdge(edge)];
    expect([step[0] + (back?.[0] ?? 0), step[1] + (back?.[1] ?? 0)]).toEqual([0, 0]);
  });
});
