import { describe, expect, it } from 'vitest';
import type { CommandOf } from './commands';
import { decide } from './decide';
import { evolve } from './evolve';
import { NEUTRAL, isViolation, newFoundersGame, type FoundersState } from './game-state';
import { rulebookResourceTree } from './resource-tree';

const setUp: CommandOf<'SetUpGame'> = {
  type: 'SetUpGame',
  players: [
    { colour: 'Red', race: 'Inox' },
    { colour: 'Blue', race: 'Quatryl' },
    { colour: 'Green', race: 'Orchid' },
  ],
  neutralResources: ['gems', 'livestock'],
  tiles: [{ id: 'metal-1', resource: 'metal', owner: 'Red' }],
};

function started(): FoundersState {
  const events = decide(newFoundersGame, setUp);
  if (isViolation(events)) throw new Error(events.violation);
  return events.reduce(evolve, newFoundersGame);
}

describe('SetUpGame (Setup)', () => {
  it('seats players in the order given, each with 7 money, and uses the rulebook tree when none is entered', () => {
    const state = started();
    expect(state.players.map((player) => [player.colour, player.seat, player.money, player.points])).toEqual([
      ['Red', 0, 7, 0],
      ['Blue', 1, 7, 0],
      ['Green', 2, 7, 0],
    ]);
    expect(state.resources).toEqual(rulebookResourceTree);
    expect(state.tiles).toEqual([{ id: 'metal-1', resource: 'metal', owner: 'Red' }]);
  });

  it('refuses a second setup, shared colours, a player called neutral and an advanced neutral resource', () => {
    expect(decide(started(), setUp)).toMatchObject({ violation: expect.stringMatching(/already set up/) });
    const players = [
      { colour: 'Red', race: 'Inox' },
      { colour: 'Red', race: 'Human' },
    ];
    expect(decide(newFoundersGame, { ...setUp, players })).toMatchObject({ violation: expect.stringMatching(/Two players are Red/) });
    expect(decide(newFoundersGame, { ...setUp, players: [{ colour: NEUTRAL, race: 'Inox' }] })).toMatchObject({
      violation: expect.stringMatching(/marks neutral tiles/),
    });
    expect(decide(newFoundersGame, { ...setUp, neutralResources: ['machinery'] })).toMatchObject({
      violation: expect.stringMatching(/Only basic resources can be neutral/),
    });
  });

  it('refuses a resource tree whose prerequisites are missing', () => {
    const resources = [{ resource: 'lumber', tier: 2 as const, prerequisites: [{ resource: 'wood', points: 1 }] }];
    expect(decide(newFoundersGame, { ...setUp, resources, neutralResources: [], tiles: [] })).toMatchObject({
      violation: expect.stringMatching(/enter wood first/),
    });
  });
});

describe('EnterResource', () => {
  it("adds a resource from the user's tiles, or corrects one in place", () => {
    const wood = { type: 'EnterResource' as const, resource: { resource: 'wood', tier: 1 as const, prerequisites: [] } };
    const events = decide(started(), wood);
    if (isViolation(events)) throw new Error(events.violation);
    const withWood = events.reduce(evolve, started());
    expect(withWood.resources.at(-1)?.resource).toBe('wood');
    const jewelry = {
      resource: 'jewelry',
      tier: 2 as const,
      prerequisites: [
        { resource: 'gems', points: 1 },
        { resource: 'wood', points: 1 },
      ],
    };
    const corrected = decide(withWood, { type: 'EnterResource', resource: jewelry });
    if (isViolation(corrected)) throw new Error(corrected.violation);
    const after = corrected.reduce(evolve, withWood);
    expect(after.resources.find((kind) => kind.resource === 'jewelry')).toEqual(jewelry);
    expect(after.resources.map((kind) => kind.resource).indexOf('jewelry')).toBe(
      withWood.resources.map((kind) => kind.resource).indexOf('jewelry'),
    );
  });

  it('refuses a correction that no longer fits the (+n) printed on tiles made from it', () => {
    const machinery = {
      resource: 'machinery',
      tier: 2 as const,
      prerequisites: [
        { resource: 'metal', points: 1 },
        { resource: 'knowledge', points: 2 },
      ],
    };
    expect(decide(started(), { type: 'EnterResource', resource: machinery })).toMatchObject({
      violation: expect.stringMatching(/The cloth tile shows machinery 4 \(\+2\), but machinery as entered pays 3/),
    });
  });

  it('refuses to change the tier of a resource others are made from', () => {
    expect(
      decide(started(), {
        type: 'EnterResource',
        resource: { resource: 'metal', tier: 2, prerequisites: [{ resource: 'stone', points: 1 }] },
      }),
    ).toMatchObject({
      violation: expect.stringMatching(/machinery is made from metal/),
    });
  });
});

describe('ImportResource (Trade)', () => {
  it("places a player's trade stall, or a neutral one for a neutral resource", () => {
    const state = started();
    expect(decide(state, { type: 'ImportResource', tile: { id: 's', resource: 'stone' }, owner: 'Blue' })).toEqual([
      { type: 'ResourceImported', tile: { id: 's', resource: 'stone', owner: 'Blue' } },
    ]);
    expect(decide(state, { type: 'ImportResource', tile: { id: 'g', resource: 'gems' }, owner: NEUTRAL })).toEqual([
      { type: 'ResourceImported', tile: { id: 'g', resource: 'gems', owner: NEUTRAL } },
    ]);
  });

  it('refuses a neutral stall of a claimed resource, a player stall of a neutral one, advanced resources and reused ids', () => {
    const state = started();
    expect(decide(state, { type: 'ImportResource', tile: { id: 's', resource: 'stone' }, owner: NEUTRAL })).toMatchObject({
      violation: expect.stringMatching(/not a neutral resource/),
    });
    expect(decide(state, { type: 'ImportResource', tile: { id: 'g', resource: 'gems' }, owner: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/neutral in this game/),
    });
    expect(decide(state, { type: 'ImportResource', tile: { id: 'b', resource: 'brick' }, owner: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/resource building: it is built, not imported/),
    });
    expect(decide(state, { type: 'ImportResource', tile: { id: 'metal-1', resource: 'stone' }, owner: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/already on the board/),
    });
    expect(decide(state, { type: 'ImportResource', tile: { id: 'x', resource: 'stone' }, owner: 'Pink' })).toMatchObject({
      violation: expect.stringMatching(/no Pink player/),
    });
  });
});
