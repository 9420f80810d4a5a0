import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { monsterTurnQuerySchema } from './query';
import { monsterTurnSuiteSchema } from './runSuite';
import { situationOf } from './situation';
import { travelFrom } from './travel';
import { travelTo } from './travelTo';

describeWithPeerData('the cost to a destination from every hex', () => {
  const suite = monsterTurnSuiteSchema.parse(readPeerJson('monster-mover', 'monster-turn-suite.json'));
  // Positions with icy, difficult or negative terrain, each movement kind, under GH and FH rules.
  const positions = suite.cases.filter(
    (c) =>
      c.rules !== 'jotl' &&
      (c.map.icy.length > 0 || c.map.difficult.length > 0 || c.map.traps.length > 0 || c.ability.movement !== 'normal'),
  );

  it('covers enough positions', () => {
    expect(positions.length).toBeGreaterThan(40);
  });

  it.each(positions.map((c) => [c.id ?? '', c] as const))('%s: equals the cost of moving from that hex to it', (_, testCase) => {
    const situation = situationOf(monsterTurnQuerySchema.parse(testCase));
    const hasIce = testCase.map.icy.length > 0;
    const { board, terrain } = situation;
    const from = Array.from({ length: board.count }, (_, id) =>
      terrain.canEnter[id] === 1 || id === situation.start ? travelFrom(situation, id) : null,
    );
    const mismatches: string[] = [];
    for (let destination = 0; destination < board.count; destination++) {
      if (terrain.canEnd[destination] !== 1) continue;
      const to = travelTo(situation, destination, hasIce);
      from.forEach((travel, start) => {
        if (!travel || (travel.distance[destination] ?? 0) >= 1 << 27) return;
        const forward = `${travel.negatives[destination]}/${travel.distance[destination]}`;
        const backward = `${to.negatives[start]}/${to.distance[start]}`;
        if (forward !== backward) mismatches.push(`${start}->${destination}: ${forward} vs ${backward}`);
      });
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
