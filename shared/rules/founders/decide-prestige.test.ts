import { describe, expect, it } from 'vitest';
import type { FoundersCommand } from './commands';
import { decide } from './decide';
import { COMPLETION_TOKENS_TO_END } from './decide-prestige';
import { evolve } from './evolve';
import { isViolation, type FoundersState } from './game-state';
import { gameWith } from './founders.fixture';

function run(state: FoundersState, command: FoundersCommand): FoundersState {
  const events = decide(state, command);
  if (isViolation(events)) throw new Error(events.violation);
  return events.reduce(evolve, state);
}

const base = (): FoundersState => ({
  ...gameWith(
    ['Red', 'Blue'],
    [
      { id: 'stone-1', resource: 'stone', owner: 'Red' },
      { id: 'crops-1', resource: 'crops', owner: 'Blue' },
    ],
  ),
  neutralResources: ['metal'],
});

describe('PlaceBuilding', () => {
  it('enters the building with its banner values and no deliveries yet', () => {
    const state = run(base(), {
      type: 'PlaceBuilding',
      building: { id: 'u', name: 'University', requires: [{ resource: 'population', points: 3 }] },
    });
    expect(state.prestigeBuildings).toEqual([
      { id: 'u', name: 'University', requires: [{ resource: 'population', points: 3 }], deliveries: [] },
    ]);
  });

  it('completes at once a building needing only neutral resources (End of the Game: completion token)', () => {
    const events = decide(base(), {
      type: 'PlaceBuilding',
      building: { id: 'f', name: 'Forge', requires: [{ resource: 'metal', points: 2 }] },
    });
    expect(events).toEqual([
      {
        type: 'PrestigeBuildingPlaced',
        building: { id: 'f', name: 'Forge', requires: [{ resource: 'metal', points: 2 }], deliveries: [] },
      },
      { type: 'NeutralResourceDelivered', building: 'f', resource: 'metal' },
      { type: 'PrestigeBuildingCompleted', building: 'f', completionTokens: 1 },
    ]);
  });

  it('checks an entered (+n) against the resource tree', () => {
    const guild = { id: 'g', name: "Merchant's Guild", requires: [{ resource: 'brick', points: 6, remainder: 3 }] };
    expect(decide(base(), { type: 'PlaceBuilding', building: guild })).toMatchObject({
      violation: expect.stringMatching(/Merchant's Guild shows brick 6 \(\+3\).*leaves \+4/),
    });
    expect(
      isViolation(
        decide(base(), { type: 'PlaceBuilding', building: { ...guild, requires: [{ resource: 'brick', points: 6, remainder: 4 }] } }),
      ),
    ).toBe(false);
  });

  it('refuses a reused id, a resource listed twice and a resource not in the tree', () => {
    const placed = run(base(), {
      type: 'PlaceBuilding',
      building: { id: 'u', name: 'University', requires: [{ resource: 'population', points: 3 }] },
    });
    expect(
      decide(placed, { type: 'PlaceBuilding', building: { id: 'u', name: 'Other', requires: [{ resource: 'stone', points: 1 }] } }),
    ).toMatchObject({ violation: expect.stringMatching(/already placed/) });
    expect(
      decide(base(), {
        type: 'PlaceBuilding',
        building: {
          id: 'x',
          name: 'X',
          requires: [
            { resource: 'stone', points: 1 },
            { resource: 'stone', points: 2 },
          ],
        },
      }),
    ).toMatchObject({ violation: expect.stringMatching(/twice/) });
    expect(
      decide(base(), { type: 'PlaceBuilding', building: { id: 'x', name: 'X', requires: [{ resource: 'salt', points: 1 }] } }),
    ).toMatchObject({ violation: expect.stringMatching(/enter salt/) });
  });
});

describe('DeliverToPrestige', () => {
  it('records the delivery token and the points, and completes the building when all is delivered', () => {
    let state = run(base(), {
      type: 'PlaceBuilding',
      building: {
        id: 'g',
        name: 'Granary',
        requires: [
          { resource: 'stone', points: 2 },
          { resource: 'crops', points: 3 },
        ],
      },
    });
    state = run(state, { type: 'DeliverToPrestige', building: 'g', supply: { tile: 'stone-1' } });
    expect(state.completionTokens).toBe(0);
    const events = decide(state, { type: 'DeliverToPrestige', building: 'g', supply: { tile: 'crops-1' } });
    expect(isViolation(events) ? [] : events.map((event) => event.type)).toEqual(['ResourceDelivered', 'PrestigeBuildingCompleted']);
    state = run(state, { type: 'DeliverToPrestige', building: 'g', supply: { tile: 'crops-1' } });
    expect(state.prestigeBuildings[0]?.deliveries).toEqual([
      { resource: 'stone', by: 'Red' },
      { resource: 'crops', by: 'Blue' },
    ]);
    expect(state.players.map((player) => player.points)).toEqual([2, 3]);
    expect(state.completionTokens).toBe(1);
  });

  it(`triggers the end of the game with the ${COMPLETION_TOKENS_TO_END}th completion token`, () => {
    let state = base();
    for (let index = 1; index <= COMPLETION_TOKENS_TO_END; index += 1) {
      const events = decide(state, {
        type: 'PlaceBuilding',
        building: { id: `f${index}`, name: `Forge ${index}`, requires: [{ resource: 'metal', points: 2 }] },
      });
      if (isViolation(events)) throw new Error(events.violation);
      expect(events.some((event) => event.type === 'GameEndTriggered')).toBe(index === COMPLETION_TOKENS_TO_END);
      state = events.reduce(evolve, state);
    }
    expect(state.isEndTriggered).toBe(true);
  });
});
