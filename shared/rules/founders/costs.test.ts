import { describe, expect, it } from 'vitest';
import { i18nIn, lineIn } from '../../i18n/catalogs.fixture';
import { wordRefusal } from '../refusal';
import type { FoundersCommand } from './commands';
import { foundersEngine } from './engine';
import { incomeOf } from './income';
import { NEUTRAL, type FoundersState } from './game-state';
import { gameWith } from './founders.fixture';

// Costs are paid (seeds' Founders rulebook: Trade, Upgrade, Construct): each command through the
// engine takes the money the rulebook says, and too little money refuses it, saying what is
// missing, with nothing changed.

const tiles = [
  { id: 'stone-1', resource: 'stone', owner: 'Blue' },
  { id: 'population-1', resource: 'population', owner: 'Red' },
  { id: 'metal-1', resource: 'metal', owner: NEUTRAL },
];
const game = (money: Record<string, number> = {}): FoundersState => {
  const state = { ...gameWith(['Red', 'Blue', 'Green'], tiles), neutralResources: ['metal'] };
  return { ...state, players: state.players.map((player) => ({ ...player, money: money[player.colour] ?? player.money })) };
};

/** The game after a command the engine accepts. */
function run(state: FoundersState, command: FoundersCommand): FoundersState {
  const answer = foundersEngine.decide(state, command);
  if ('violation' in answer) throw new Error(answer.violation.message);
  return answer.events.reduce(foundersEngine.evolve, state);
}

/** The refusal the engine answers, in English; the test fails if the command is accepted. */
function refusal(state: FoundersState, command: FoundersCommand): string {
  const answer = foundersEngine.decide(state, command);
  if (!('violation' in answer)) throw new Error(`${command.type} was accepted`);
  return answer.violation.message;
}

const money = (state: FoundersState) => Object.fromEntries(state.players.map((player) => [player.colour, player.money]));

const brick: FoundersCommand = {
  type: 'BuildResource',
  player: 'Red',
  tile: { id: 'brick-1', resource: 'brick' },
  from: [{ tile: 'stone-1' }, { tile: 'population-1' }],
};

describe('Upgrade: "either 4 for a tier 2 resource building or 6 for a tier 3"', () => {
  it('a tier 2 building takes 4 from its builder and still pays its prerequisites', () => {
    const after = run(game(), brick);
    expect(money(after)).toEqual({ Red: 3, Blue: 7, Green: 7 });
    expect(after.players.map((player) => player.points)).toEqual([1, 1, 0]);
  });

  it('a tier 3 building takes 6 (the board of Example 5, its points unchanged)', () => {
    const board = gameWith(
      ['White', 'Purple', 'Yellow'],
      [
        { id: 'gems-1', resource: 'gems', owner: 'White' },
        { id: 'jewelry-1', resource: 'jewelry', owner: 'White', from: [{ tile: 'gems-1' }] },
        { id: 'crops-1', resource: 'crops', owner: 'Yellow' },
        { id: 'knowledge-1', resource: 'knowledge', owner: 'Purple' },
        { id: 'books-1', resource: 'books', owner: 'Purple', from: [{ tile: 'crops-1' }, { tile: 'knowledge-1' }] },
      ],
    );
    const after = run(board, {
      type: 'BuildResource',
      player: 'White',
      tile: { id: 'government-1', resource: 'government' },
      from: [{ tile: 'jewelry-1' }, { tile: 'books-1' }],
    });
    expect(money(after)).toEqual({ White: 1, Purple: 7, Yellow: 7 });
    expect(after.players.map((player) => player.points)).toEqual([2, 3, 1]);
  });

  it('too little money refuses the build, saying what is missing, and changes nothing', () => {
    const poor = game({ Red: 3 });
    expect(refusal(poor, brick)).toBe('Red has 3 money and the upgrade costs 4: 1 money is missing.');
    const answer = foundersEngine.decide(poor, brick);
    expect('events' in answer).toBe(false);
  });
});

describe('Construct: a house costs 4, and the main action 1 less', () => {
  it('the main action takes 3 and the follow action 4', () => {
    const main = run(game(), { type: 'BuildHouse', player: 'Green', action: 'main' });
    expect(money(main).Green).toBe(4);
    const follow = run(main, { type: 'BuildHouse', player: 'Green', action: 'follow' });
    expect(money(follow).Green).toBe(0);
    expect(follow.players[2]?.houses).toBe(2);
  });

  it('too little money refuses the house, saying what is missing', () => {
    expect(refusal(game({ Green: 3 }), { type: 'BuildHouse', player: 'Green', action: 'follow' })).toBe(
      'Green has 3 money and the house costs 4: 1 money is missing.',
    );
  });
});

describe('Trade: importing costs 1 on red, 2 on white and 3 on grey or green', () => {
  const importStone = (terrain: 'entrance' | 'coastal' | 'forested' | 'central', action: 'main' | 'follow' = 'main'): FoundersCommand => ({
    type: 'ImportResource',
    tile: { id: 'stone-2', resource: 'stone' },
    owner: 'Blue',
    trade: { terrain, action },
  });

  it.each([
    ['entrance', 1],
    ['coastal', 2],
    ['forested', 3],
    ['central', 3],
  ] as const)('an import on a %s space takes %i from its owner', (terrain, cost) => {
    const after = run(game(), importStone(terrain));
    expect(money(after)).toEqual({ Red: 7, Blue: 7 - cost, Green: 7 });
    expect(after.tiles.at(-1)).toEqual({ id: 'stone-2', resource: 'stone', owner: 'Blue' });
  });

  it('a follow action imports only on red or white spaces', () => {
    expect(money(run(game(), importStone('coastal', 'follow'))).Blue).toBe(5);
    expect(refusal(game(), importStone('forested', 'follow'))).toMatch(/^A follow action trades only on entrance \(red\) or coastal/);
  });

  it('too little money refuses the import and leaves the board as it was', () => {
    expect(refusal(game({ Blue: 2 }), importStone('central'))).toBe('Blue has 2 money and the import costs 3: 1 money is missing.');
  });

  it('a neutral stall is imported with access for 4, whatever the space, paid to the bank; never as a follow', () => {
    const neutral = (action: 'main' | 'follow', buyer?: string): FoundersCommand => ({
      type: 'ImportResource',
      tile: { id: 'metal-2', resource: 'metal' },
      owner: NEUTRAL,
      trade: buyer === undefined ? { terrain: 'entrance', action } : { terrain: 'entrance', action, buyer },
    });
    const after = run(game(), neutral('main', 'Green'));
    expect(money(after)).toEqual({ Red: 7, Blue: 7, Green: 3 });
    expect(after.tiles.at(-1)).toEqual({ id: 'metal-2', resource: 'metal', owner: NEUTRAL, access: ['Green'] });
    expect(refusal(game(), neutral('follow', 'Green'))).toMatch(/cannot be done as a follow action/);
    expect(refusal(game(), neutral('main'))).toMatch(/name the player who buys it/);
  });

  it("another player's resource is imported with access only after the second completion token", () => {
    const command: FoundersCommand = {
      type: 'ImportResource',
      tile: { id: 'stone-2', resource: 'stone' },
      owner: 'Blue',
      trade: { terrain: 'central', action: 'main', buyer: 'Red' },
    };
    expect(refusal(game(), command)).toBe(
      "Another player's resource can be imported with access only once 2 completion tokens are placed (Trade), and 0 are placed so far.",
    );
    const after = run({ ...game(), completionTokens: 2 }, command);
    expect(money(after)).toEqual({ Red: 3, Blue: 7, Green: 7 });
    expect(after.tiles.at(-1)?.access).toEqual(['Red']);
  });

  it('an import without a trade (setup, or a card that places it) takes nothing', () => {
    const after = run(game(), { type: 'ImportResource', tile: { id: 'stone-2', resource: 'stone' }, owner: 'Blue' });
    expect(money(after)).toEqual({ Red: 7, Blue: 7, Green: 7 });
  });
});

describe('Trade: buying access costs 2 on red, 3 on white and 4 on grey or green, paid to the owner', () => {
  it("pays the tile's owner, records the access, and is not bought twice", () => {
    const after = run(game(), { type: 'BuyAccess', player: 'Red', tile: 'stone-1', terrain: 'coastal', action: 'main' });
    expect(money(after)).toEqual({ Red: 4, Blue: 10, Green: 7 });
    expect(after.tiles[0]?.access).toEqual(['Red']);
    // Access is not ownership: Red's income stays one resource (Important Reminders).
    expect(incomeOf(after, 'Red').money).toBe(1);
    expect(refusal(after, { type: 'BuyAccess', player: 'Red', tile: 'stone-1', terrain: 'coastal', action: 'main' })).toBe(
      'Red already has access to tile stone 1.',
    );
  });

  it('access to a neutral tile is paid to the bank', () => {
    const after = run(game(), { type: 'BuyAccess', player: 'Green', tile: 'metal-1', terrain: 'forested', action: 'main' });
    expect(money(after)).toEqual({ Red: 7, Blue: 7, Green: 3 });
  });

  it('refuses access to an own tile, a follow on a grey space, and too little money', () => {
    expect(refusal(game(), { type: 'BuyAccess', player: 'Blue', tile: 'stone-1', terrain: 'entrance', action: 'main' })).toMatch(
      /^Blue owns tile stone 1/,
    );
    expect(refusal(game(), { type: 'BuyAccess', player: 'Red', tile: 'stone-1', terrain: 'central', action: 'follow' })).toMatch(
      /this space is central \(grey\)/,
    );
    expect(refusal(game({ Red: 1 }), { type: 'BuyAccess', player: 'Red', tile: 'stone-1', terrain: 'entrance', action: 'main' })).toBe(
      'Red has 1 money and the access costs 2: 1 money is missing.',
    );
  });
});

describe('Call To Vote: the income is collected with the vote', () => {
  it('refuses income collected apart from the vote, so it is never collected twice', () => {
    expect(refusal(game(), { type: 'CollectIncome', reason: 'callToVote', caller: 'Red' })).toMatch(
      /collected with the vote it belongs to/,
    );
  });

  it('a house built before the vote gives fleeting influence its owner can dedicate to that vote', () => {
    const housed = run(game(), { type: 'BuildHouse', player: 'Green', action: 'main' });
    const votes = [
      { player: 'Red', proposal: 'circle' as const, fleetingInfluence: 0, lastingInfluence: 0 },
      { player: 'Blue', proposal: 'triangle' as const, fleetingInfluence: 0, lastingInfluence: 0 },
      { player: 'Green', proposal: 'square' as const, fleetingInfluence: 1, lastingInfluence: 0 },
    ];
    const answer = foundersEngine.decide(housed, { type: 'ResolveVote', caller: 'Red', votes });
    if ('violation' in answer) throw new Error(answer.violation.message);
    const line = lineIn(foundersEngine.describe(housed, { type: 'ResolveVote', caller: 'Red', votes }, answer.events));
    expect(line).toBe(
      'Income: Blue +1 money, Green +0 money +1 fleeting; Red called a vote (circle 1, square 2, triangle 1): square wins, Green places the building',
    );
  });
});

it('words the missing money in German too', () => {
  const answer = foundersEngine.decide(game({ Red: 3 }), brick);
  if (!('violation' in answer) || answer.violation.refusal === undefined) throw new Error('the build was accepted');
  const de = i18nIn('de');
  expect(wordRefusal(answer.violation.refusal, (key, values) => de.t(key as never, values as never) as unknown as string)).toBe(
    'Red hat 3 Geld, und die Aufwertung kostet 4: Es fehlen 1 Geld.',
  );
});
