import { expect, it } from 'vitest';
import { distance } from '../hex/distance';
import type { MonsterTurnQuery } from './query';
import { solveMonsterTurn } from './solve';
import { rectangle, type Hex } from './query.fixture';
import { monsterTurnQuerySchema } from './query';

/** A small seeded generator (a linear congruential one), so the positions are the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomQuery(random: () => number, index: number): MonsterTurnQuery {
  const hexes = rectangle(9, 6);
  const pick = (): Hex => hexes[Math.floor(random() * hexes.length)] ?? [0, 0];
  const used = new Set<string>();
  const free = (): Hex => {
    for (;;) {
      const hex = pick();
      if (!used.has(hex.join())) {
        used.add(hex.join());
        return hex;
      }
    }
  };
  const start = free();
  const walls = Array.from({ length: Math.floor(random() * 8) }, free);
  const obstacles = Array.from({ length: Math.floor(random() * 4) }, free);
  const traps = Array.from({ length: Math.floor(random() * 4) }, free);
  const difficult = Array.from({ length: Math.floor(random() * 4) }, free);
  const players = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
    id: `c${i}`,
    team: 'players' as const,
    hex: free(),
    initiative: Math.floor(random() * 99),
  }));
  const allies = Array.from({ length: Math.floor(random() * 3) }, (_, i) => ({ id: `m${i + 2}`, team: 'monsters' as const, hex: free() }));
  const movements = ['normal', 'normal', 'jump', 'flying', 'teleport'] as const;
  const ranged = random() < 0.4;
  return {
    format: 'monster-turn/1',
    id: `random-${index}`,
    rules: (['gh', 'fh', 'jotl'] as const)[index % 3] ?? 'gh',
    map: { hexes, walls, obstacles, traps, difficult },
    figures: [{ id: 'm1', team: 'monsters', hex: start }, ...allies, ...players],
    active: 'm1',
    ability: {
      move: Math.floor(random() * 5),
      movement: movements[Math.floor(random() * movements.length)] ?? 'normal',
      attack: random() < 0.1 ? null : { range: ranged ? 2 + Math.floor(random() * 3) : 0, targets: 1 + Math.floor(random() * 2) },
      muddled: random() < 0.1,
    },
  };
}

it('gives a sound answer in 300 random positions', () => {
  const random = seeded(20261129);
  for (let index = 0; index < 300; index++) {
    const query = randomQuery(random, index);
    const answer = solveMonsterTurn(monsterTurnQuerySchema.parse(query));
    const occupied = new Set(query.figures.filter((f) => f.id !== 'm1').map((f) => f.hex.join()));
    const blocked = new Set([...(query.map.walls ?? []), ...(query.map.obstacles ?? [])].map((h) => h.join()));
    const enemies = new Set(query.figures.filter((f) => f.team === 'players').map((f) => f.id));
    expect(answer.options.length, query.id).toBeGreaterThan(0);
    expect(answer.explanation.length, query.id).toBeGreaterThan(0);
    for (const option of answer.options) {
      const label = `${query.id} to ${option.moveTo.join()}`;
      expect(occupied.has(option.moveTo.join()), label).toBe(false);
      if (query.ability.movement !== 'flying') expect(blocked.has(option.moveTo.join()), label).toBe(false);
      expect(option.path[0], label).toEqual(query.figures[0]?.hex);
      expect(option.path[option.path.length - 1], label).toEqual(option.moveTo);
      expect(option.path.length - 1, label).toBeLessThanOrEqual(query.ability.move);
      const stepsOneHex = query.ability.movement !== 'teleport';
      for (let i = 1; i < option.path.length && stepsOneHex; i++) {
        expect(distance(option.path[i - 1] ?? [0, 0], option.path[i] ?? [0, 0]), label).toBe(1);
      }
      expect(
        option.attacks.every((id) => enemies.has(id)),
        label,
      ).toBe(true);
      expect(option.attacks.length, label).toBeLessThanOrEqual(query.ability.attack?.targets ?? 0);
      if (option.attacks.length > 0)
        expect(
          option.attacks.some((id) => option.focus.includes(id)),
          label,
        ).toBe(true);
    }
  }
});
