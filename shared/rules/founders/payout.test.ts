import { describe, expect, it } from 'vitest';
import { NEUTRAL, isViolation, type FoundersState, type ResourceTile } from './game-state';
import { payoutForBuild, payoutForDelivery, type Payout } from './payout';
import { gameWith } from './founders.fixture';

function ok(payout: Payout | { violation: string }): Payout {
  if (isViolation(payout)) throw new Error(payout.violation);
  return payout;
}

function violation(payout: Payout | { violation: string }): string {
  if (!isViolation(payout)) throw new Error('expected a violation');
  return payout.violation;
}

const tiles: ResourceTile[] = [
  { id: 'metal-1', resource: 'metal', owner: 'Red' },
  { id: 'metal-2', resource: 'metal', owner: 'Green' },
  { id: 'knowledge-1', resource: 'knowledge', owner: 'Green' },
  { id: 'livestock-1', resource: 'livestock', owner: 'Red' },
  { id: 'machinery-1', resource: 'machinery', owner: 'Green', from: [{ tile: 'metal-1' }, { tile: 'knowledge-1' }] },
];

function game(): FoundersState {
  return {
    ...gameWith(['Red', 'Green', 'Blue'], tiles),
    prestigeBuildings: [
      {
        id: 'hall',
        name: 'Hall',
        requires: [
          { resource: 'machinery', points: 4 },
          { resource: 'livestock', points: 2 },
        ],
        deliveries: [{ resource: 'livestock', by: 'Red' }],
      },
    ],
  };
}

describe('payoutForBuild', () => {
  it('lists a tile before its prerequisites, with depth, earnings and what each keeps', () => {
    const payout = ok(
      payoutForBuild(game(), {
        player: 'Blue',
        tile: { id: 'cloth-1', resource: 'cloth' },
        from: [{ tile: 'livestock-1' }, { tile: 'machinery-1' }],
      }),
    );
    expect(payout.lines.map((line) => [line.depth, line.tile, line.earned, line.kept])).toEqual([
      [0, 'livestock-1', 1, 1],
      [0, 'machinery-1', 4, 2],
      [1, 'metal-1', 1, 1],
      [1, 'knowledge-1', 1, 1],
    ]);
    expect(payout.points).toEqual([
      { colour: 'Red', points: 2 },
      { colour: 'Green', points: 3 },
    ]);
  });

  it('says a player owning both a tile and its prerequisite keeps the points rather than paying themself', () => {
    const payout = ok(
      payoutForBuild(game(), {
        player: 'Blue',
        tile: { id: 'cloth-1', resource: 'cloth' },
        from: [{ tile: 'livestock-1' }, { tile: 'machinery-1' }],
      }),
    );
    const knowledge = payout.lines.find((line) => line.tile === 'knowledge-1');
    expect(knowledge?.why).toMatch(/Green owns it too/);
  });

  it('lets the owner choose another connected source this time instead of the one recorded when built', () => {
    const payout = ok(
      payoutForBuild(game(), {
        player: 'Blue',
        tile: { id: 'cloth-1', resource: 'cloth' },
        from: [{ tile: 'livestock-1' }, { tile: 'machinery-1', from: [{ tile: 'metal-2' }, { tile: 'knowledge-1' }] }],
      }),
    );
    expect(payout.points).toEqual([
      { colour: 'Red', points: 1 },
      { colour: 'Green', points: 4 },
    ]);
  });

  it('counts a neutral basic prerequisite of a tier 2 tile as 2 inside a tier 3 build (Neutral Buildings)', () => {
    const neutralMetal: FoundersState = {
      ...game(),
      tiles: [
        ...tiles.filter((placed) => placed.resource !== 'machinery'),
        { id: 'metal-n', resource: 'metal', owner: NEUTRAL },
        { id: 'machinery-1', resource: 'machinery', owner: 'Green', from: [{ tile: 'metal-n' }, { tile: 'knowledge-1' }] },
      ],
    };
    const payout = ok(
      payoutForBuild(neutralMetal, {
        player: 'Blue',
        tile: { id: 'cloth-1', resource: 'cloth' },
        from: [{ tile: 'livestock-1' }, { tile: 'machinery-1' }],
      }),
    );
    expect(payout.lines.find((line) => line.tile === 'machinery-1')).toMatchObject({ earned: 4, paidToPrerequisites: 3, kept: 1 });
    expect(payout.lost).toBe(2);
  });

  it('keeps the remainder at 0 when neutral prerequisites take more than was earned (not in the rulebook)', () => {
    const allNeutral: FoundersState = {
      ...game(),
      resources: [
        ...game().resources,
        {
          resource: 'gadget',
          tier: 2,
          prerequisites: [
            { resource: 'metal', points: 1 },
            { resource: 'knowledge', points: 1 },
          ],
        },
      ],
      tiles: [
        { id: 'metal-n', resource: 'metal', owner: NEUTRAL },
        { id: 'knowledge-n', resource: 'knowledge', owner: NEUTRAL },
        { id: 'gadget-1', resource: 'gadget', owner: 'Red', from: [{ tile: 'metal-n' }, { tile: 'knowledge-n' }] },
      ],
      prestigeBuildings: [{ id: 'hall', name: 'Hall', requires: [{ resource: 'gadget', points: 3 }], deliveries: [] }],
    };
    const payout = ok(payoutForDelivery(allNeutral, { building: 'hall', supply: { tile: 'gadget-1' } }));
    expect(payout.points).toEqual([{ colour: 'Red', points: 0 }]);
    expect(payout.lines[0]?.why).toMatch(/keeps 0/);
  });

  it('needs a tile for each prerequisite, of the right resource, once', () => {
    const build = { player: 'Blue', tile: { id: 'machinery-9', resource: 'machinery' } };
    expect(violation(payoutForBuild(game(), { ...build, from: [{ tile: 'metal-1' }] }))).toMatch(/name the knowledge tile/);
    expect(violation(payoutForBuild(game(), { ...build, from: [{ tile: 'metal-1' }, { tile: 'livestock-1' }] }))).toMatch(/not livestock/);
    expect(violation(payoutForBuild(game(), { ...build, from: [{ tile: 'metal-1' }, { tile: 'metal-2' }] }))).toMatch(/Two tiles/);
    expect(violation(payoutForBuild(game(), { ...build, from: [{ tile: 'metal-1' }, { tile: 'nowhere' }] }))).toMatch(
      /no resource tile nowhere/,
    );
  });

  it('refuses unknown players, reused tile ids, unknown resources and basic resources', () => {
    const from = [{ tile: 'metal-1' }, { tile: 'knowledge-1' }];
    expect(violation(payoutForBuild(game(), { player: 'Pink', tile: { id: 'm', resource: 'machinery' }, from }))).toMatch(/no Pink player/);
    expect(violation(payoutForBuild(game(), { player: 'Blue', tile: { id: 'metal-1', resource: 'machinery' }, from }))).toMatch(
      /already on the board/,
    );
    expect(violation(payoutForBuild(game(), { player: 'Blue', tile: { id: 'm', resource: 'food' }, from }))).toMatch(
      /not in the resource tree/,
    );
    expect(violation(payoutForBuild(game(), { player: 'Blue', tile: { id: 'm', resource: 'metal' }, from }))).toMatch(
      /basic resource: it is imported with a trade action, not built/,
    );
  });
});

describe('payoutForDelivery', () => {
  it('pays the banner value to the deliverer, who pays the prerequisites printed on their own tile', () => {
    const payout = ok(payoutForDelivery(game(), { building: 'hall', supply: { tile: 'machinery-1' } }));
    expect(payout.points).toEqual([
      { colour: 'Red', points: 1 },
      { colour: 'Green', points: 3 },
    ]);
    expect(payout.use).toBe('delivery');
  });

  it('refuses a second delivery of the same resource, a resource not required, a neutral tile and unknown buildings', () => {
    expect(violation(payoutForDelivery(game(), { building: 'hall', supply: { tile: 'livestock-1' } }))).toMatch(/only once/);
    expect(violation(payoutForDelivery(game(), { building: 'hall', supply: { tile: 'metal-1' } }))).toMatch(/does not require metal/);
    expect(violation(payoutForDelivery(game(), { building: 'tower', supply: { tile: 'metal-1' } }))).toMatch(
      /No prestige building tower has been placed; place it first/,
    );
    const neutral = { ...game(), tiles: [...tiles, { id: 'livestock-n', resource: 'livestock', owner: NEUTRAL }] };
    const fresh = {
      ...neutral,
      prestigeBuildings: [{ id: 'pen', name: 'Pen', requires: [{ resource: 'livestock', points: 2 }], deliveries: [] }],
    };
    expect(violation(payoutForDelivery(fresh, { building: 'pen', supply: { tile: 'livestock-n' } }))).toMatch(/when Pen is placed/);
  });

  it('asks for the supplies of an advanced tile when none were recorded', () => {
    const unrecorded = {
      ...game(),
      tiles: [...tiles.filter((placed) => placed.id !== 'machinery-1'), { id: 'machinery-1', resource: 'machinery', owner: 'Green' }],
    };
    expect(violation(payoutForDelivery(unrecorded, { building: 'hall', supply: { tile: 'machinery-1' } }))).toMatch(/Nothing records/);
  });
});
