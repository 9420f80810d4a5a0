import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CommandOf } from './commands';
import { decide } from './decide';
import { evolve } from './evolve';
import { NEUTRAL, isViolation, type FoundersState, type ResourceTile } from './game-state';
import { payoutForBuild, payoutForDelivery, type Payout } from './payout';
import { gameWith } from './founders.fixture';

// Every worked example of the rulebook (Delivering Resources and Earning Points, Upgrade, Neutral
// Buildings), each checked against the numbers the text gives.

// The rulebook text sits beside the repository (/work/shared/seeds); each example test checks the
// sentence it pins is really there.
const rulebookTextUrl = new URL('../../../shared/seeds/founders-of-gloomhaven-rules.txt', import.meta.url);
const rulebook = existsSync(rulebookTextUrl) ? readFileSync(rulebookTextUrl, 'utf8') : undefined;

/** The sentence the test pins is in the rulebook text (skipped where the text is not beside the repo). */
function expectRulebookToSay(sentence: string): void {
  if (rulebook !== undefined) expect(rulebook).toContain(sentence);
}

function tile(id: string, resource: string, owner: string, from?: ResourceTile['from']): ResourceTile {
  return from === undefined ? { id, resource, owner } : { id, resource, owner, from };
}

function pointsOf(payout: Payout | { violation: string }): Record<string, number> {
  if (isViolation(payout)) throw new Error(payout.violation);
  return Object.fromEntries(payout.points.map((entry) => [entry.colour, entry.points]));
}

function withBuilding(state: FoundersState, id: string, name: string, requires: { resource: string; points: number }[]): FoundersState {
  return { ...state, prestigeBuildings: [...state.prestigeBuildings, { id, name, requires, deliveries: [] }] };
}

describe('rulebook worked examples', () => {
  it('Example 1: building machinery pays 1 point to the metal and 1 to the knowledge', () => {
    expectRulebookToSay('The owner of the metal tile it uses earns 1 point, and the owner of the knowledge tile it uses earns 1 point.');
    const state = gameWith(['Purple', 'Yellow', 'Blue'], [tile('metal-1', 'metal', 'Purple'), tile('knowledge-1', 'knowledge', 'Yellow')]);
    const payout = payoutForBuild(state, {
      player: 'Blue',
      tile: { id: 'machinery-1', resource: 'machinery' },
      from: [{ tile: 'metal-1' }, { tile: 'knowledge-1' }],
    });
    expect(pointsOf(payout)).toEqual({ Purple: 1, Yellow: 1 });
  });

  it("Upgrade example: Purple builds machinery from her metal and Yellow's knowledge", () => {
    expectRulebookToSay('Purple earns 1 point for the metal tile being used and yellow earns 1 point for the knowledge tile being used.');
    const state = gameWith(['Purple', 'Yellow'], [tile('metal-1', 'metal', 'Purple'), tile('knowledge-1', 'knowledge', 'Yellow')]);
    const payout = payoutForBuild(state, {
      player: 'Purple',
      tile: { id: 'machinery-1', resource: 'machinery' },
      from: [{ tile: 'metal-1' }, { tile: 'knowledge-1' }],
    });
    expect(pointsOf(payout)).toEqual({ Purple: 1, Yellow: 1 });
  });

  it('Example 2: building cloth pays livestock 1 and machinery 4, which pays knowledge 1 and metal 1 and keeps 2', () => {
    expectRulebookToSay('leaving 2 points remaining for the owner of the machinery tile.');
    const state = gameWith(
      ['White', 'Purple', 'Yellow', 'Blue'],
      [
        tile('livestock-1', 'livestock', 'Blue'),
        tile('metal-1', 'metal', 'Purple'),
        tile('knowledge-1', 'knowledge', 'Yellow'),
        tile('machinery-1', 'machinery', 'White', [{ tile: 'metal-1' }, { tile: 'knowledge-1' }]),
      ],
    );
    const payout = payoutForBuild(state, {
      player: 'Blue',
      tile: { id: 'cloth-1', resource: 'cloth' },
      from: [{ tile: 'livestock-1' }, { tile: 'machinery-1' }],
    });
    expect(pointsOf(payout)).toEqual({ White: 2, Purple: 1, Yellow: 1, Blue: 1 });
    if (isViolation(payout)) throw new Error(payout.violation);
    const machinery = payout.lines.find((line) => line.resource === 'machinery');
    expect(machinery).toMatchObject({ earned: 4, paidToPrerequisites: 2, kept: 2 });
  });

  it('Example 3: Blue delivers population to the University for 3 points', () => {
    expectRulebookToSay(
      'Blue immediately delivers the population to the University, placing his delivery token on the population icon and earning 3 points.',
    );
    const state = withBuilding(gameWith(['Blue', 'Yellow'], [tile('population-1', 'population', 'Blue')]), 'university', 'University', [
      { resource: 'population', points: 3 },
    ]);
    expect(pointsOf(payoutForDelivery(state, { building: 'university', supply: { tile: 'population-1' } }))).toEqual({ Blue: 3 });
  });

  it("Example 4: Yellow delivers brick to the Merchant's Guild; Yellow earns 5 and Blue 1", () => {
    expectRulebookToSay('Yellow earns 5 points in total and blue earns 1.');
    const state = withBuilding(
      gameWith(
        ['Yellow', 'Blue'],
        [
          tile('stone-1', 'stone', 'Blue'),
          tile('population-1', 'population', 'Yellow'),
          tile('brick-1', 'brick', 'Yellow', [{ tile: 'stone-1' }, { tile: 'population-1' }]),
        ],
      ),
      'merchants-guild',
      "Merchant's Guild",
      [{ resource: 'brick', points: 6 }],
    );
    expect(pointsOf(payoutForDelivery(state, { building: 'merchants-guild', supply: { tile: 'brick-1' } }))).toEqual({
      Yellow: 5,
      Blue: 1,
    });
  });

  describe("Example 5: White builds government and delivers it to the Merchant's Guild", () => {
    const before = withBuilding(
      gameWith(
        ['White', 'Purple', 'Yellow'],
        [
          tile('gems-1', 'gems', 'White'),
          tile('jewelry-1', 'jewelry', 'White', [{ tile: 'gems-1' }]),
          tile('crops-1', 'crops', 'Yellow'),
          tile('knowledge-1', 'knowledge', 'Purple'),
          tile('books-1', 'books', 'Purple', [{ tile: 'crops-1' }, { tile: 'knowledge-1' }]),
        ],
      ),
      'merchants-guild',
      "Merchant's Guild",
      [
        { resource: 'brick', points: 6 },
        { resource: 'government', points: 10 },
      ],
    );
    const build: CommandOf<'BuildResource'> = {
      type: 'BuildResource',
      player: 'White',
      tile: { id: 'government-1', resource: 'government' },
      from: [{ tile: 'jewelry-1' }, { tile: 'books-1' }],
    };

    it('building the government earns White 2, Purple 3 and Yellow 1', () => {
      expectRulebookToSay(
        'Thus, White earns 2 points, Purple earns 3 points, and Yellow earns 1 point for building the government building tile.',
      );
      expect(pointsOf(payoutForBuild(before, build))).toEqual({ White: 2, Purple: 3, Yellow: 1 });
    });

    it('delivering the government earns White 6, Purple 3 and Yellow 1; in total White 8, Purple 6, Yellow 2', () => {
      expectRulebookToSay('For the delivery, White earns 6 points, Purple earns 3 and Yellow earns 1.');
      expectRulebookToSay('In total, White earns 8 points, Purple earns 6 points and Yellow earns 2 points.');
      const built = decide(before, build);
      if (isViolation(built)) throw new Error(built.violation);
      const afterBuild = built.reduce(evolve, before);
      expect(pointsOf(payoutForDelivery(afterBuild, { building: 'merchants-guild', supply: { tile: 'government-1' } }))).toEqual({
        White: 6,
        Purple: 3,
        Yellow: 1,
      });
      const delivered = decide(afterBuild, { type: 'DeliverToPrestige', building: 'merchants-guild', supply: { tile: 'government-1' } });
      if (isViolation(delivered)) throw new Error(delivered.violation);
      const after = delivered.reduce(evolve, afterBuild);
      expect(Object.fromEntries(after.players.map((player) => [player.colour, player.points]))).toEqual({
        White: 8,
        Purple: 6,
        Yellow: 2,
      });
    });
  });
});

describe('rulebook neutral resource examples (Neutral Buildings)', () => {
  const state = withBuilding(
    gameWith(
      ['White', 'Purple', 'Yellow'],
      [
        tile('metal-n', 'metal', NEUTRAL),
        tile('knowledge-1', 'knowledge', 'Purple'),
        tile('machinery-1', 'machinery', 'White', [{ tile: 'metal-n' }, { tile: 'knowledge-1' }]),
      ],
    ),
    'guild',
    'Some Guild',
    [{ resource: 'machinery', points: 4 }],
  );

  it('Neutral example: building machinery with neutral metal awards only the knowledge owner', () => {
    expectRulebookToSay(
      'If a player builds a machinery building using a neutral metal resource, the only point awarded is to the owner of the knowledge tile.',
    );
    const payout = payoutForBuild(
      { ...state, tiles: state.tiles.filter((placed) => placed.id !== 'machinery-1') },
      {
        player: 'White',
        tile: { id: 'machinery-1', resource: 'machinery' },
        from: [{ tile: 'metal-n' }, { tile: 'knowledge-1' }],
      },
    );
    expect(pointsOf(payout)).toEqual({ Purple: 1 });
  });

  it('Neutral example: delivering that machinery for 4 gives knowledge 1, loses 2 for the metal and leaves 1', () => {
    expectRulebookToSay('leaving the owner of the machinery tile with only 1 point');
    const payout = payoutForDelivery(state, { building: 'guild', supply: { tile: 'machinery-1' } });
    expect(pointsOf(payout)).toEqual({ White: 1, Purple: 1 });
    if (isViolation(payout)) throw new Error(payout.violation);
    expect(payout.lost).toBe(2);
  });

  it('Neutral example: a prestige building requiring a neutral basic resource gets it delivered when placed', () => {
    expectRulebookToSay(
      'whenever a prestige building that requires a neutral basic resource is placed on the board, that resource is delivered immediately',
    );
    const game = { ...gameWith(['White', 'Purple']), neutralResources: ['stone'] };
    const events = decide(game, {
      type: 'PlaceBuilding',
      building: {
        id: 'hall',
        name: 'Some Hall',
        requires: [
          { resource: 'stone', points: 2 },
          { resource: 'brick', points: 6 },
        ],
      },
    });
    if (isViolation(events)) throw new Error(events.violation);
    const after = events.reduce(evolve, game);
    expect(after.prestigeBuildings[0]?.deliveries).toEqual([{ resource: 'stone', by: NEUTRAL }]);
    expect(after.players.map((player) => player.points)).toEqual([0, 0]);
  });
});
