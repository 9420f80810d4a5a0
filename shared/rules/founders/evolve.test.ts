import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FoundersCommand } from './commands';
import { decide } from './decide';
import type { FoundersEvent } from './events';
import { evolve } from './evolve';
import { NEUTRAL, foundersStateSchema, isViolation, newFoundersGame, type FoundersState } from './game-state';
import { rulebookResourceTree } from './resource-tree';
import { voteTiles } from './vote';

// A host stores the log of commands with their events and rebuilds by replaying it; undo is
// "replay all but the last command". These properties check that this gives the live state.

const colours = ['Red', 'Blue', 'Green'];
const neutral = ['gems', 'livestock'];
const basics = rulebookResourceTree.filter((kind) => kind.tier === 1);
const advanced = rulebookResourceTree.filter((kind) => kind.tier > 1);
const allResources = rulebookResourceTree.map((kind) => kind.resource);
const delivered = ['metal', 'stone', 'gems', 'machinery', 'brick', 'books', 'government'];

// Two trade stalls of each basic resource at setup, so builds and deliveries have sources to use.
const setUp: FoundersCommand = {
  type: 'SetUpGame',
  players: colours.map((colour) => ({ colour, race: `${colour} race` })),
  neutralResources: neutral,
  tiles: basics.flatMap((kind, index) =>
    [1, 2].map((copy) => ({
      id: `${kind.resource}-${copy}`,
      resource: kind.resource,
      owner: neutral.includes(kind.resource) ? NEUTRAL : (colours[(index + copy) % colours.length] ?? 'Red'),
    })),
  ),
};

const colour = fc.constantFrom(...colours);
const copy = fc.integer({ min: 1, max: 3 });
const buildingId = fc.constantFrom('b0', 'b1', 'b2', 'b3');

// Three prestige buildings placed from the start, so deliveries have somewhere to go.
const placements: FoundersCommand[] = [
  { id: 'b0', requires: ['metal', 'machinery', 'brick'] },
  { id: 'b1', requires: ['stone', 'books', 'government'] },
  { id: 'b2', requires: ['gems', 'machinery'] },
].map(({ id, requires }) => ({
  type: 'PlaceBuilding',
  building: { id, name: `Building ${id}`, requires: requires.map((resource, index) => ({ resource, points: 3 + index * 3 })) },
}));
const influence = fc.constantFrom(0, 0, 0, 1);

const build: fc.Arbitrary<FoundersCommand> = fc
  .record({ player: colour, kind: fc.constantFrom(...advanced), id: copy, copies: fc.array(copy, { minLength: 2, maxLength: 2 }) })
  .map(({ player, kind, id, copies }) => ({
    type: 'BuildResource',
    player,
    tile: { id: `${kind.resource}-${id}`, resource: kind.resource },
    from: kind.prerequisites.map((prerequisite, index) => ({ tile: `${prerequisite.resource}-${copies[index] ?? 1}` })),
  }));

const command: fc.Arbitrary<FoundersCommand> = fc.oneof(
  { weight: 6, arbitrary: build },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('PlaceBuilding' as const),
      building: fc.record({
        id: buildingId,
        name: fc.constant('Building'),
        requires: fc.uniqueArray(fc.record({ resource: fc.constantFrom(...delivered), points: fc.integer({ min: 1, max: 10 }) }), {
          minLength: 1,
          maxLength: 3,
          selector: (required) => required.resource,
        }),
      }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({ building: buildingId, resource: fc.constantFrom(...delivered), id: fc.integer({ min: 1, max: 2 }) })
      .map(({ building, resource, id }): FoundersCommand => ({
        type: 'DeliverToPrestige',
        building,
        supply: { tile: `${resource}-${id}` },
      })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('ImportResource' as const),
      tile: fc.record({ id: fc.constantFrom('x1', 'x2'), resource: fc.constantFrom(...allResources) }),
      owner: fc.constantFrom(...colours, NEUTRAL),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('BuildHouse' as const), player: colour }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('CollectIncome' as const), reason: fc.constant('callToVote' as const), caller: colour }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('ResolveVote' as const),
      caller: colour,
      votes: fc.tuple(
        ...colours.map((player) =>
          fc.record({
            player: fc.constant(player),
            proposal: fc.constantFrom(...voteTiles),
            fleetingInfluence: influence,
            lastingInfluence: influence,
          }),
        ),
      ),
      tieChoice: fc.constantFrom(...voteTiles),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('AdjustScore' as const),
      player: colour,
      points: fc.integer({ min: -3, max: 3 }),
      money: fc.integer({ min: -3, max: 3 }),
      fleetingInfluence: fc.integer({ min: -1, max: 2 }),
      lastingInfluence: fc.integer({ min: -1, max: 2 }),
      reason: fc.constant('test'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('EndGame' as const), activePlayer: colour }) },
);

/** Plays commands, keeping those that are allowed, as a host would store them. */
function play(commands: readonly FoundersCommand[]): { state: FoundersState; log: FoundersEvent[][] } {
  let state = newFoundersGame;
  const log: FoundersEvent[][] = [];
  for (const next of [setUp, ...placements, ...commands]) {
    const events = decide(state, next);
    if (isViolation(events)) continue;
    log.push(events);
    state = events.reduce(evolve, state);
  }
  return { state, log };
}

describe('evolve', () => {
  it('replaying the stored events gives the live state, and undoing the last command gives the state before it', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 10, maxLength: 60 }), (commands) => {
        const { state, log } = play(commands);
        expect(log.flat().reduce(evolve, newFoundersGame)).toEqual(state);
        const undone = log.slice(0, -1).flat().reduce(evolve, newFoundersGame);
        const last = log.at(-1) ?? [];
        expect(last.reduce(evolve, undone)).toEqual(state);
      }),
      { seed: 20261129, numRuns: 300 },
    );
  });

  it('keeps the state valid plain JSON: it fits its schema and survives a round trip', () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 10, maxLength: 60 }), (commands) => {
        const { state } = play(commands);
        expect(foundersStateSchema.safeParse(state).success).toBe(true);
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }),
      { seed: 20261129, numRuns: 300 },
    );
  });

  it("never lets a player's points fall from a payout, and pays only players of the game", () => {
    fc.assert(
      fc.property(fc.array(command, { minLength: 10, maxLength: 60 }), (commands) => {
        const { log } = play(commands);
        for (const event of log.flat()) {
          if (event.type !== 'ResourceBuilt' && event.type !== 'ResourceDelivered') continue;
          for (const paid of event.payout.points) {
            expect(colours).toContain(paid.colour);
            expect(paid.points).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { seed: 20261129, numRuns: 200 },
    );
  });
});
