import { describe, expect, it } from 'vitest';
import { parseCommand, type FoundersCommand } from './commands';
import { decide } from './decide';
import { COMPLETION_TOKENS_TO_END } from './decide-prestige';
import { evolve } from './evolve';
import { isViolation, newFoundersGame, type FoundersState } from './game-state';
import { gameWith } from './founders.fixture';

function run(state: FoundersState, command: FoundersCommand): FoundersState {
  const events = decide(state, command);
  if (isViolation(events)) throw new Error(events.violation);
  return events.reduce(evolve, state);
}

const game = (): FoundersState => gameWith(['Red', 'Blue', 'Green'], [{ id: 'stone-1', resource: 'stone', owner: 'Blue' }]);

describe('decide', () => {
  it('asks for the set-up (its players) before anything else', () => {
    expect(decide(newFoundersGame, { type: 'BuildHouse', player: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/not been set up yet; enter its players first/),
    });
  });

  it('refuses a malformed command with a sentence rather than throwing (parsed where it enters, before decide)', () => {
    const malformed = { type: 'BuildHouse' } as unknown as FoundersCommand;
    expect(parseCommand(malformed)).toMatchObject({ violation: expect.stringMatching(/not well formed.*player/) });
  });

  it('BuildResource records the new tile with the tiles it was built from, and pays them', () => {
    const state = run(
      { ...game(), tiles: [...game().tiles, { id: 'population-1', resource: 'population', owner: 'Green' }] },
      {
        type: 'BuildResource',
        player: 'Red',
        tile: { id: 'brick-1', resource: 'brick' },
        from: [{ tile: 'stone-1' }, { tile: 'population-1' }],
      },
    );
    expect(state.tiles.at(-1)).toEqual({
      id: 'brick-1',
      resource: 'brick',
      owner: 'Red',
      from: [{ tile: 'stone-1' }, { tile: 'population-1' }],
    });
    expect(state.players.map((player) => player.points)).toEqual([0, 1, 1]);
  });

  it('BuildHouse counts houses up to three (Construct: Houses), each paid for', () => {
    let state = { ...game(), players: game().players.map((player) => ({ ...player, money: 20 })) };
    for (let built = 0; built < 3; built += 1) state = run(state, { type: 'BuildHouse', player: 'Red', action: 'main' });
    expect(state.players[0]).toMatchObject({ houses: 3, money: 20 - 3 * 3 });
    expect(decide(state, { type: 'BuildHouse', player: 'Red' })).toMatchObject({ violation: expect.stringMatching(/up to three/) });
  });

  it('ResolveVote first pays every player but the caller money per unique resource and influence per house (Call To Vote: Income)', () => {
    const housed = run(game(), { type: 'BuildHouse', player: 'Green', action: 'follow' });
    const votes = ['Red', 'Blue', 'Green'].map((player) => ({
      player,
      proposal: 'circle' as const,
      fleetingInfluence: 0,
      lastingInfluence: 0,
    }));
    const events = decide(housed, { type: 'ResolveVote', caller: 'Red', votes });
    if (isViolation(events)) throw new Error(events.violation);
    expect(events[0]).toEqual({
      type: 'IncomeCollected',
      incomes: [
        { colour: 'Blue', money: 1, fleetingInfluence: 0 },
        { colour: 'Green', money: 0, fleetingInfluence: 1 },
      ],
    });
    const state = events.reduce(evolve, housed);
    // Green's house cost 4 as a follow action; all fleeting influence returns to the supply after the vote.
    expect(state.players.map((player) => [player.money, player.fleetingInfluence])).toEqual([
      [7, 0],
      [8, 0],
      [3, 0],
    ]);
  });

  it('ResolveVote returns the influence to the supply, and asks the deciding player to break a tie', () => {
    const rich = { ...game(), players: game().players.map((player) => ({ ...player, fleetingInfluence: 2, lastingInfluence: 1 })) };
    const votes = [
      { player: 'Red', proposal: 'circle' as const, fleetingInfluence: 0, lastingInfluence: 1 },
      { player: 'Blue', proposal: 'square' as const, fleetingInfluence: 2, lastingInfluence: 0 },
      { player: 'Green', proposal: 'triangle' as const, fleetingInfluence: 0, lastingInfluence: 0 },
    ];
    expect(decide(rich, { type: 'ResolveVote', caller: 'Green', votes })).toMatchObject({
      violation: expect.stringMatching(/circle and square proposals tied.*Red decides.*choose Red's pick and enter the vote again/),
    });
    const after = run(rich, { type: 'ResolveVote', caller: 'Green', votes, tieChoice: 'square' });
    expect(after.players.map((player) => [player.fleetingInfluence, player.lastingInfluence])).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
    ]);
  });

  it('AdjustScore changes points, money and influence by the amounts given, never below zero money or influence', () => {
    const state = run(game(), {
      type: 'AdjustScore',
      player: 'Red',
      points: 3,
      money: -4,
      lastingInfluence: 1,
      reason: 'recruited an adviser',
    });
    expect(state.players[0]).toMatchObject({ points: 3, money: 3, lastingInfluence: 1 });
    expect(decide(state, { type: 'AdjustScore', player: 'Red', money: -4, reason: 'upgrade' })).toMatchObject({
      violation: expect.stringMatching(/has 3 money and cannot lose 4/),
    });
  });

  /** A game with `tokens` completion tokens placed: buildings needing only neutral metal complete at once. */
  function withCompletionTokens(tokens: number): FoundersState {
    let state: FoundersState = { ...game(), neutralResources: ['metal'] };
    for (let index = 1; index <= tokens; index += 1) {
      const building = { id: `f${index}`, name: `Forge ${index}`, requires: [{ resource: 'metal', points: 2 }] };
      state = run(state, { type: 'PlaceBuilding', building });
    }
    return state;
  }

  it('EndGame is refused until the sixth completion token triggers the end (End of the Game)', () => {
    const five = withCompletionTokens(COMPLETION_TOKENS_TO_END - 1);
    expect(decide(five, { type: 'EndGame', activePlayer: 'Red' })).toMatchObject({
      violation: 'The end of the game is triggered once 6 completion tokens are placed, and 5 are placed so far; play on until then.',
    });
    expect(isViolation(decide(withCompletionTokens(COMPLETION_TOKENS_TO_END), { type: 'EndGame', activePlayer: 'Red' }))).toBe(false);
  });

  it('EndGame records final scores and the winner, and the game then refuses further commands', () => {
    const triggered = withCompletionTokens(COMPLETION_TOKENS_TO_END);
    const scored = run(triggered, { type: 'AdjustScore', player: 'Blue', points: 5, lastingInfluence: 2, reason: 'test' });
    const ended = run(scored, { type: 'EndGame', activePlayer: 'Red' });
    expect(ended.winner).toBe('Blue');
    expect(ended.players.map((player) => player.points)).toEqual([1, 8, 1]);
    expect(decide(ended, { type: 'BuildHouse', player: 'Red' })).toMatchObject({
      violation: expect.stringMatching(/undo the end of the game/),
    });
  });
});
