import fc from 'fast-check';
import type { MonsterTurnQuery } from '@shared/monster-ai';
import { rectangle } from '@shared/monster-ai/query.fixture';

/**
 * A monster-turn query inside every limit of the schema and of the work a query may imply, that
 * still takes seconds to work out: a 40 × 40 board with 60 figures (30 of them enemies), a move of
 * 50 and a ranged attack whose area of `cells` hexes may be placed anywhere in range.
 */
export function heavyQuery(cells = 13, id?: string): MonsterTurnQuery {
  const hexes = rectangle(40, 40);
  const figures: MonsterTurnQuery['figures'] = Array.from({ length: 60 }, (_, i) => ({
    id: i === 0 ? 'Guard' : `Figure ${i}`,
    team: i % 2 === 1 ? 'players' : 'monsters',
    hex: hexes[Math.floor((i * hexes.length) / 60)]!,
    initiative: i % 99,
  }));
  return {
    format: 'monster-turn/1',
    ...(id === undefined ? {} : { id }),
    rules: 'gh',
    map: { hexes },
    figures,
    active: 'Guard',
    ability: { move: 50, attack: { range: 10, targets: 1, aoe: { cells: rectangle(4, 4).slice(0, cells), anchor: 'free' } } },
  };
}

/**
 * Any monster-turn query the schema lets in: a board of up to 70 × 70 hexes, up to 200 figures on
 * their own hexes, any move, movement, range, targets and area. For the fuzz of sizes.
 */
export const anyQuery: fc.Arbitrary<MonsterTurnQuery> = fc
  .record({
    columns: fc.integer({ min: 1, max: 70 }),
    rows: fc.integer({ min: 1, max: 70 }),
    figures: fc.integer({ min: 1, max: 200 }),
    teams: fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
    rules: fc.constantFrom('gh', 'fh', 'jotl'),
    move: fc.integer({ min: 0, max: 50 }),
    movement: fc.constantFrom('normal', 'jump', 'flying', 'teleport'),
    attack: fc.option(
      fc.record({
        range: fc.integer({ min: 0, max: 50 }),
        targets: fc.integer({ min: 1, max: 50 }),
        aoe: fc.option(
          fc.record({
            cells: fc.uniqueArray(fc.tuple(fc.integer({ min: -6, max: 6 }), fc.integer({ min: -6, max: 6 })), {
              minLength: 1,
              maxLength: 100,
              selector: ([q, r]) => `${q},${r}`,
            }),
            anchor: fc.constantFrom('self', 'free'),
          }),
        ),
      }),
    ),
  })
  .map(({ columns, rows, figures, teams, rules, move, movement, attack }) => {
    const hexes = rectangle(columns, rows);
    const count = Math.min(figures, hexes.length);
    return {
      format: 'monster-turn/1',
      rules,
      map: { hexes },
      figures: Array.from({ length: count }, (_, i) => ({
        id: `Figure ${i}`,
        team: i === 0 || teams[i] ? 'monsters' : 'players',
        hex: hexes[Math.floor((i * hexes.length) / count)]!,
        initiative: i % 100,
      })),
      active: 'Figure 0',
      ability: { move, movement, attack },
    } satisfies MonsterTurnQuery;
  });
