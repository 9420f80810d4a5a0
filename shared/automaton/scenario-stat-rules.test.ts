import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { importGhsEdition } from '../content/import/ghs/import-ghs';
import { toAbilityDeckInput, toMonsterTypeInput } from '../content/to-scenario';
import { emptyPosition, type BoardPosition } from '../map/position';
import { testFigure } from '../map/position.fixture';
import { immunitiesOf } from '../rules/scenario/monster-stats';
import { refusal, run, testScenario, withDrawnCards } from '../rules/scenario/scenario.fixture';
import type { ScenarioState } from '../rules/scenario/state';
import { monsterGroupsView } from '../rules/scenario/view/views';
import { monsterAttackCommands } from './monster-turn';
import { standeeTurnProblem } from './session';

/**
 * A monster's changed stats from Gloomhaven Secretariat's scenario rules, through the importer, the
 * engine and the monster AI (issue 29 point 2): scenario 54's Cave Bears poison with every attack,
 * and scenario 78's Cultists are immune to immobilize and stun once their room is revealed.
 */
describeWithPeerData("a monster's stats as the scenario's rules change them", () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!outcome.ok) throw new Error('gh.json did not import');
  const pack = outcome.pack;
  const typeOf = (id: string) => toMonsterTypeInput(pack.monsterTypes.find((type) => type.id === id)!);
  const deckOf = (id: string) => toAbilityDeckInput(pack.abilityDecks.find((deck) => deck.id === id)!);
  /** The scenario's first rule, the one that changes the stats. */
  const statRule = (index: string) => {
    const rule = pack.scenarios.find((scenario) => scenario.index === index)?.rules?.[0];
    if (rule?.kind !== 'applied') throw new Error(`scenario ${index}'s stat rule is not applied`);
    return rule.rule;
  };
  const scenarioWith = (typeId: string, scenario: string): ScenarioState => {
    const type = typeOf(typeId);
    return testScenario('gh1', { monsterTypes: [type], abilityDecks: [deckOf(type.deck)], rules: [statRule(scenario)] });
  };

  it('scenario 54: the monster AI attacks Wren with a Cave Bear, and the attack poisons her', () => {
    let state = run(
      scenarioWith('cave-bear', '54'),
      { type: 'AddMonsters', monsters: [{ typeId: 'cave-bear', rank: 'normal', standeeNumber: 1 }] },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
      { type: 'DrawMonsterAbilityCards' },
    );
    // A card of the bear's deck whose attack names no condition of its own: the poison is the rule's.
    const card = deckOf('cave-bear').cards.find((candidate) =>
      candidate.actions.some((action) => action.type === 'attack' && !(action.subActions ?? []).some((sub) => sub.type === 'condition')),
    );
    const board: BoardPosition = {
      ...emptyPosition('gh'),
      tiles: { '0,0': 'floor', '1,0': 'floor', '2,0': 'floor' },
      figures: [
        testFigure('cave-bear#1', 'monster', [0, 0]),
        testFigure('wren', 'character', [1, 0]),
        testFigure('tam', 'character', [2, 0]),
      ],
    };
    state = run({ ...withDrawnCards(state, { 'cave-bear': card!.id }), board }, { type: 'StartTurn' });
    expect(state.activeFigure).toEqual({ kind: 'monster', id: 'cave-bear#1' });
    // The stat card says so too.
    expect(monsterGroupsView(state)[0]?.stats.normal?.attributes.conditionsOnAttack).toContain('poison');
    const after = run(state, ...monsterAttackCommands(state, 'cave-bear#1', board, ['wren']));
    expect(after.characters['wren']?.conditions.map((token) => token.name)).toContain('poison');
  });

  it('scenario 89: the Cultists draw the deck the pack has for the scenario', () => {
    const cultist = typeOf('cultist');
    let state = testScenario('gh1', {
      monsterTypes: [cultist],
      abilityDecks: [deckOf('cultist'), deckOf('cultist-scenario-89')],
      rules: [statRule('89')],
    });
    expect(state.monsterTypes['cultist']?.deck).toBe('cultist-scenario-89');
    state = run(
      state,
      { type: 'AddMonsters', monsters: [{ typeId: 'cultist', rank: 'normal', standeeNumber: 1 }] },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
      { type: 'DrawMonsterAbilityCards' },
    );
    expect(Object.values(state.drawnAbilityCards).map((drawn) => drawn?.deck)).toEqual(['cultist-scenario-89']);
  });

  it('scenario 78: once its room is revealed, a stun on the Cultist does nothing, and it takes its turn', () => {
    const cultist = (n: number) => ({ kind: 'monster' as const, id: `cultist-scenario-78#${n}` });
    let state = run(scenarioWith('cultist-scenario-78', '78'), {
      type: 'AddMonsters',
      monsters: [{ typeId: 'cultist-scenario-78', rank: 'elite', standeeNumber: 1 }],
    });
    // Before the room of the rule (tile M1a, room 2) is revealed, its stat card is the printed one.
    expect(immunitiesOf(state, cultist(1))).toEqual([]);
    state = run(
      state,
      { type: 'RevealRoom', roomId: '2', monsters: [{ typeId: 'cultist-scenario-78', rank: 'elite', standeeNumber: 2 }] },
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 10, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'StartTurn' },
    );
    expect(immunitiesOf(state, cultist(2))).toEqual(expect.arrayContaining(['immobilize', 'stun']));
    state = run(state, {
      type: 'Attack',
      attacker: { kind: 'character', id: 'wren' },
      attack: 1,
      conditions: ['stun', 'immobilize'],
      targets: [{ target: cultist(2) }],
    });
    expect(state.monsters['cultist-scenario-78#2']?.conditions).toEqual([]);
    expect(refusal(state, { type: 'AddCondition', figure: cultist(2), condition: 'stun' })).toBe('immune');
    // The monster AI finds nothing keeping it from its turn.
    expect(standeeTurnProblem(state, 'cultist-scenario-78#2')).toBeNull();
  });
});
