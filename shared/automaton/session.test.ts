import { describe, expect, it } from 'vitest';
import { run, testScenario, withDrawnCards } from '../rules/scenario/scenario.fixture';
import { applyBoardEdit } from '../map/edit';
import { emptyPosition } from '../map/position';
import { bogShamblerDeck } from '../content/demo/decks';
import { areaOfCells, areasOfDecks, sessionFigures, standeesInOrder, standeeTurnAbility, syncWithSession, toBoardFigure } from './session';
import { toMonsterTurnQuery } from './query';

function scenario(edition: 'gh1' | 'gh2' = 'gh1') {
  return run(
    testScenario(edition, { scenarioLevel: 1 }),
    {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 3 },
        { typeId: 'rust-hound', rank: 'elite', standeeNumber: 5 },
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
        { typeId: 'gravel-sentry', rank: 'elite', standeeNumber: 2 },
      ],
    },
    { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 30, second: 60 } },
    { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
  );
}

describe('a session on the board', () => {
  it('lists characters with their initiative and long rest, then standees by type, elites first', () => {
    const figures = sessionFigures(scenario());
    expect(figures.map((f) => f.ref.id)).toEqual(['wren', 'tam', 'gravel-sentry#2', 'rust-hound#5', 'rust-hound#1', 'rust-hound#3']);
    expect(figures[0]).toMatchObject({ kind: 'character', name: 'Wren', initiative: 30, isLongResting: false });
    expect(figures[1]).toMatchObject({ initiative: 99, isLongResting: true });
    expect(figures[3]).toMatchObject({ kind: 'monster', name: 'Rust Hound', standee: 5, isElite: true });
  });

  it('steps through a type in turn order: elites, then normals by number', () => {
    expect(standeesInOrder(scenario(), 'rust-hound').map((s) => s.id)).toEqual(['rust-hound#5', 'rust-hound#1', 'rust-hound#3']);
  });

  it('drops figures that died in the session and follows the edition', () => {
    const state = scenario('gh2');
    const figures = sessionFigures(state);
    let position = applyBoardEdit(emptyPosition(), { type: 'fillRectangle', from: [0, 0], to: [5, 3], terrain: 'floor' });
    figures.slice(0, 3).forEach((f, i) => (position = applyBoardEdit(position, { type: 'placeFigure', figure: toBoardFigure(f, [i, 0]) })));
    expect(position.active).toBe('gravel-sentry#2');
    const { ['gravel-sentry#2']: _dead, ...monsters } = state.monsters;
    const synced = syncWithSession(position, { ...state, monsters });
    expect(synced.figures.map((f) => f.id)).toEqual(['wren', 'tam']);
    expect(synced.active).toBeNull();
    expect(synced.rules).toBe('fh');
    expect(syncWithSession(synced, { ...state, monsters })).toBe(synced);
  });

  it('names figures as the session does, whatever a query or an older board called them', () => {
    const state = scenario('gh1');
    let position = applyBoardEdit(emptyPosition(), { type: 'fillRectangle', from: [0, 0], to: [5, 3], terrain: 'floor' });
    position = applyBoardEdit(position, {
      type: 'placeFigure',
      figure: { id: 'rust-hound#5', kind: 'monster', hex: [1, 1], name: 'm1', isElite: false, isLongResting: false, isInvisible: false },
    });
    position = applyBoardEdit(position, {
      type: 'placeFigure',
      figure: { id: 'wren', kind: 'character', hex: [2, 1], name: 'c1', isElite: false, isLongResting: false, isInvisible: false },
    });
    const synced = syncWithSession(position, state);
    expect(synced.figures.map((f) => [f.name, f.standee, f.isElite])).toEqual([
      ['Rust Hound', 5, true],
      ['Wren', undefined, false],
    ]);
    expect(synced.figures[1]).toBe(syncWithSession(synced, state).figures[1]);
  });

  it('turns the drawn card into the monster AI ability (range from the stat card, muddle)', () => {
    let state = withDrawnCards(scenario(), { 'gravel-sentry': 'se-4', 'rust-hound': 'hp-1' });
    const sentry = standeeTurnAbility(state, 'gravel-sentry#2');
    // Elite sentry at level 1: range 4 on the stat card, -1 on the card; no move printed.
    expect(sentry).toEqual({
      ability: { move: 0, movement: 'normal', attack: { range: 3, targets: 1, aoe: null }, isMuddled: false },
      attackValue: 5,
    });
    state = run(state, { type: 'AddCondition', figure: { kind: 'monster', id: 'rust-hound#1' }, condition: 'muddle' });
    expect(standeeTurnAbility(state, 'rust-hound#1')).toMatchObject({
      ability: { move: 4, attack: { range: 0, targets: 1 }, isMuddled: true },
    });
    expect(standeeTurnAbility(scenario(), 'rust-hound#1')).toHaveProperty('problem');
  });

  it("binds the automaton by the standee's conditions: stunned no action, immobilized no move, disarmed no attack (rulebook pp. 22-23)", () => {
    const base = withDrawnCards(scenario(), { 'rust-hound': 'hp-1' });
    const hound = { kind: 'monster' as const, id: 'rust-hound#1' };
    const under = (condition: 'stun' | 'immobilize' | 'disarm') =>
      standeeTurnAbility(run(base, { type: 'AddCondition', figure: hound, condition }), hound.id);
    expect(under('stun')).toEqual({ problem: 'Rust Hound 1 is stunned: it takes no actions this turn. End its turn.' });
    expect(under('immobilize')).toMatchObject({ ability: { move: 0, attack: { range: 0, targets: 1 } }, attackValue: 1 });
    expect(under('disarm')).toMatchObject({ ability: { move: 4, attack: null }, attackValue: null });
  });

  it('shows a figure invisible on the board, and to the automaton, exactly while the play screen gives it invisible', () => {
    const state = scenario('gh1');
    let position = applyBoardEdit(emptyPosition(), { type: 'fillRectangle', from: [0, 0], to: [5, 3], terrain: 'floor' });
    sessionFigures(state)
      .slice(0, 3)
      .forEach((f, i) => (position = applyBoardEdit(position, { type: 'placeFigure', figure: toBoardFigure(f, [i, 0]) })));
    const hidden = run(state, { type: 'AddCondition', figure: { kind: 'character', id: 'wren' }, condition: 'invisible' });
    const synced = syncWithSession(position, hidden);
    expect(synced.figures.map((f) => [f.id, f.isInvisible])).toEqual([
      ['wren', true],
      ['tam', false],
      ['gravel-sentry#2', false],
    ]);
    const exported = toMonsterTurnQuery({ ...synced, active: 'gravel-sentry#2' });
    expect('query' in exported && exported.query.figures.find((f) => f.id === 'wren')?.invisible).toBe(true);
    expect(syncWithSession(synced, state).figures[0]?.isInvisible).toBe(false);
    expect(sessionFigures(hidden)[0]).toMatchObject({ isInvisible: true });
  });

  it('reads a card area picture as an axial pattern (odd rows shifted right)', () => {
    // A straight line of two from the monster, drawn on the card slanting up to the right.
    expect(
      areaOfCells([
        { x: 1, y: 1, role: 'target' },
        { x: 1, y: 2, role: 'active' },
        { x: 2, y: 0, role: 'target' },
      ]),
    ).toEqual({
      anchor: 'self',
      cells: [
        [1, -1],
        [2, -2],
      ],
    });
    expect(
      areaOfCells([
        { x: 0, y: 1, role: 'target' },
        { x: 1, y: 0, role: 'target' },
        { x: 1, y: 1, role: 'target' },
      ]),
    ).toEqual({
      anchor: 'free',
      cells: [
        [0, 0],
        [1, -1],
        [1, 0],
      ],
    });
  });

  it("finds the area pictures of a pack's cards by deck and card id", () => {
    const areas = areasOfDecks([{ record: bogShamblerDeck }, { record: { id: 'broken' } }]);
    expect([...areas.keys()]).toEqual(['bog-shambler/9107']);
    expect(areas.get('bog-shambler/9107')).toEqual({
      anchor: 'self',
      cells: [
        [1, 0],
        [1, 1],
      ],
    });
  });

  it('gives a query the command line accepts', () => {
    const state = withDrawnCards(scenario(), { 'rust-hound': 'hp-1' });
    const figures = sessionFigures(state);
    let position = applyBoardEdit(emptyPosition(), { type: 'fillRectangle', from: [0, 0], to: [6, 2], terrain: 'floor' });
    position = applyBoardEdit(position, { type: 'placeFigure', figure: toBoardFigure(figures[0]!, [0, 0]) });
    position = applyBoardEdit(position, { type: 'placeFigure', figure: toBoardFigure(figures[3]!, [5, 0]) });
    const turn = standeeTurnAbility(state, 'rust-hound#5');
    if ('problem' in turn) throw new Error(turn.problem);
    position = applyBoardEdit(position, { type: 'setAbility', ability: turn.ability });
    const exported = toMonsterTurnQuery(position);
    expect('query' in exported && exported.query.active).toBe('rust-hound#5');
  });
});
