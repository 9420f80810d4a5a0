import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { evolveAll, setUpScenario, standeeAbility } from '../../../rules/scenario';
import { CHARACTERS, decideInput } from '../../../rules/scenario/scenario.fixture';
import type { ScenarioCommandInput } from '../../../rules/scenario/commands';
import type { ScenarioState } from '../../../rules/scenario/state';
import { roomPlacements, toAbilityDeckInput, toMonsterTypeInput } from '../../to-scenario';
import { importGhsEdition } from './import-ghs';

/**
 * The 2nd edition's Training Course (scenario 0) as gh2e.json describes it: its dummies are monsters
 * with a stat card (5 hit points, move 2, attack 2 at level 0) and an ability deck of one card,
 * initiative 99, that says "Does Not Act". Haven sets them up so: standees that take their turn last
 * and do nothing, the card saying why in words.
 */
describeWithPeerData('the Training Course of gh2e.json', () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh2e.json'), {}, 'gh2e.json');
  if (!outcome.ok) throw new Error('gh2e.json did not import');
  const { pack } = outcome;
  const dummy = pack.monsterTypes.find((type) => type.id === 'training-dummy');
  const deck = pack.abilityDecks.find((d) => d.id === 'training-dummy');
  const course = pack.scenarios.find((scenario) => scenario.index === '0');

  it('imports the dummies as the data says: stats, an ability deck whose one card does not act, two to four in the first room', () => {
    expect(course?.name).toBe('Training Course');
    expect(dummy?.deck).toBe('training-dummy');
    expect(dummy?.levels[0]).toMatchObject({ normal: { health: 5, move: 2, attack: 2 } });
    expect(deck?.cards).toEqual([{ id: 0, initiative: 99, hasShuffle: true, actions: [{ type: 'doesNotAct' }] }]);
    const room = course?.rooms.find((r) => r.isStart);
    expect(room?.placements).toEqual([{ monster: 'training-dummy', normal: [2, 3, 4], elite: [0, 0, 0] }]);
  });

  it('in the engine the dummies act last and do nothing; their card says so in English and German', () => {
    const setup = setUpScenario({
      edition: 'gh2',
      scenarioId: '0',
      seed: 1,
      characters: CHARACTERS,
      monsterTypes: pack.monsterTypes.filter((type) => course?.monsters.includes(type.id)).map(toMonsterTypeInput),
      abilityDecks: pack.abilityDecks.map(toAbilityDeckInput),
    });
    if ('violation' in setup) throw new Error(setup.violation.message);
    const room = course!.rooms.find((r) => r.isStart)!;
    const apply = (state: ScenarioState, command: ScenarioCommandInput) => {
      const decision = decideInput(state, command);
      if ('violation' in decision) throw new Error(decision.violation.message);
      return evolveAll(state, decision.events);
    };
    let state = apply(setup.state, { type: 'AddMonsters', monsters: roomPlacements(room, CHARACTERS.length, new Set()) });
    expect(Object.values(state.monsters).map((standee) => standee.typeId)).toEqual(['training-dummy', 'training-dummy']);
    for (const character of CHARACTERS)
      state = apply(state, { type: 'ChooseInitiative', characterId: character.id, choice: { kind: 'cards', leading: 20, second: 30 } });
    state = apply(state, { type: 'DrawMonsterAbilityCards' });
    const first = Object.keys(state.monsters)[0]!;
    const ability = standeeAbility(state, first);
    expect(ability?.card.initiative).toBe(99);
    expect(ability?.actions.map((action) => action.type)).toEqual(['special']);
    const line = ability?.actions[0]?.words;
    expect(line && lineIn(line)).toBe('Does not act');
    expect(line && lineIn(line, 'de')).toBe('Handelt nicht');
  });
});
