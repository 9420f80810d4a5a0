import { expect } from 'vitest';
import { itWithPeerData, readPeerJson } from '../../tests/support/peer';
import { importGhsEdition } from '../content/import/ghs/import-ghs';
import { toAbilityDeckInput, toMonsterTypeInput } from '../content/to-scenario';
import { distance } from '../hex/distance';
import type { Hex } from '../hex/types';
import { applyBoardEdit, type BoardEdit } from '../map/edit';
import { emptyPosition } from '../map/position';
import { monsterTurnQuerySchema, solveMonsterTurn } from '../monster-ai';
import type { CharacterInput } from '../rules/scenario/input';
import { run, testScenario, withDrawnCards } from '../rules/scenario/scenario.fixture';
import { toMonsterTurnQuery } from './query';
import { sessionFigures, standeeTurnAbility, toBoardFigure } from './session';

const party: CharacterInput[] = [
  { id: 'brak', name: 'Brak', level: 1, maxHealth: 10, perks: [], itemMinusOnes: 0, blesses: 0 },
  { id: 'whisper', name: 'Whisper', level: 1, maxHealth: 6, perks: [], itemMinusOnes: 0, blesses: 0 },
];

/**
 * A 2nd-edition Bandit Scout on "Cruel Bow" (Move -1, Attack -1, Range 3, wound; gh2e.json) with
 * Whisper three hexes away, walled in by obstacles a melee attacker cannot get past, and Brak four
 * hexes away in the open. The 2nd edition prints the range as "3" (its stat cards have none):
 * read as range 0, the scout walked towards Brak; it shoots Whisper from where it stands (the
 * closest enemy is the one it can attack with the least movement: 1st ed. rulebook p. 29, which
 * the 2nd edition keeps, refresher "Monsters act automatically").
 */
itWithPeerData('a 2nd-edition Bandit Scout with "Cruel Bow" shoots Whisper three hexes away instead of walking towards Brak', () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh2e.json'), {}, 'gh2e.json');
  if (!outcome.ok) throw new Error('gh2e.json did not import');
  const scoutType = outcome.pack.monsterTypes.find((type) => type.id === 'bandit-scout');
  const deck = outcome.pack.abilityDecks.find((d) => d.id === scoutType?.deck);
  const cruelBow = deck?.cards.find((card) => card.initiative === 29);
  if (!scoutType || !deck || !cruelBow) throw new Error('gh2e.json has no Bandit Scout with Cruel Bow');

  const start = testScenario('gh2', {
    scenarioLevel: 1,
    characters: party,
    monsterTypes: [toMonsterTypeInput(scoutType)],
    abilityDecks: [toAbilityDeckInput(deck)],
  });
  const added = run(start, { type: 'AddMonsters', monsters: [{ typeId: 'bandit-scout', rank: 'normal', standeeNumber: 1 }] });
  const state = withDrawnCards(added, { 'bandit-scout': String(cruelBow.id) });
  const turn = standeeTurnAbility(state, 'bandit-scout#1');
  if ('problem' in turn) throw new Error(turn.problem);
  expect(turn.ability).toMatchObject({ move: 2, attack: { range: 3, targets: 1 } });

  const at: Record<string, Hex> = { 'bandit-scout#1': [2, 3], whisper: [5, 3], brak: [2, -1] };
  expect([distance(at['bandit-scout#1']!, at.whisper!), distance(at['bandit-scout#1']!, at.brak!)]).toEqual([3, 4]);
  const whisperNeighbours: Hex[] = [
    [6, 3],
    [4, 3],
    [5, 4],
    [5, 2],
    [6, 2],
    [4, 4],
  ];
  const edits: BoardEdit[] = [
    { type: 'fillRectangle', from: [0, 0], to: [8, 4], terrain: 'floor' },
    ...whisperNeighbours.map((hex): BoardEdit => ({ type: 'fillRectangle', from: hex, to: hex, terrain: 'obstacle' })),
    ...sessionFigures(state).map((figure): BoardEdit => ({ type: 'placeFigure', figure: toBoardFigure(figure, at[figure.ref.id]!) })),
    { type: 'setActive', id: 'bandit-scout#1' },
    { type: 'setAbility', ability: turn.ability },
  ];
  const position = edits.reduce(applyBoardEdit, emptyPosition('fh'));
  const exported = toMonsterTurnQuery(position);
  if ('problem' in exported) throw new Error(exported.problem);
  const answer = solveMonsterTurn(monsterTurnQuerySchema.parse(exported.query));

  expect(answer.options.map((option) => ({ moveTo: option.moveTo, attacks: option.attacks }))).toEqual([
    { moveTo: [2, 3], attacks: ['whisper'] },
  ]);
});
