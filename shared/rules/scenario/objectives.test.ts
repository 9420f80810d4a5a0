import { describe, expect, it } from 'vitest';
import { rule } from './special-rules/rule.fixture';
import { lineIn } from '../../i18n/catalogs.fixture';
import { describeCommand } from './commands';
import { evolveAll } from './evolve';
import { replay } from './replay';
import { eventsOf, refusal, run, testScenario } from './scenario.fixture';
import type { ObjectiveInput } from './objectives';
import type { ScenarioState } from './state';
import { openingEvents } from './special-rules/apply';
import { tableStateOf } from './view/table-state';
import type { ScenarioRule } from './special-rules/rule';

/** Invented objectives and rules (no game content): each test names what it checks. */
const objective = (fields: Partial<ObjectiveInput> & Pick<ObjectiveInput, 'objective' | 'room'>): ObjectiveInput => ({
  name: 'Pillar',
  health: 5,
  isEscort: false,
  ...fields,
});

function started(objectives: ObjectiveInput[], rules: ScenarioRule[] = [], scenarioLevel = 2): ScenarioState {
  const state = testScenario('gh1', { objectives, rules, scenarioLevel });
  const opening = openingEvents(state);
  if ('violation' in opening) throw new Error(opening.violation.message);
  return run(evolveAll(state, opening.events), { type: 'RevealRoom', roomId: '1', monsters: [] });
}

const damage = (objectiveId: string, amount: number) => ({ type: 'DamageObjective' as const, objectiveId, amount });
const standing = (state: ScenarioState) =>
  Object.values(state.objectives ?? {}).map(
    (o) => `${o.name} ${o.marker ?? ''} ${o.health}/${o.maxHealth}${o.isDestroyed ? ' destroyed' : ''}`,
  );

describe('objectives as figures of the scenario (1st ed. rulebook p. 34 "Objective tokens")', () => {
  it('come into play with their room, hit points from the formula of C characters and level L', () => {
    const state = started([
      objective({ objective: 0, marker: 'a', health: 'Cx(3+L)', room: 1 }),
      objective({ objective: 1, marker: 'b', health: '4+L', room: 2 }),
      // Only with more than two characters ("2:C > 2"): the test party has two.
      objective({ objective: 0, marker: 'a', health: 'Cx(3+L)', room: 1, charactersAbove: 2 }),
    ]);
    // Two characters at level 2: 2 x (3 + 2) = 10.
    expect(standing(state)).toEqual(['Pillar a 10/10']);
    const second = run(state, { type: 'RevealRoom', roomId: '2', monsters: [] });
    expect(standing(second)).toEqual(['Pillar a 10/10', 'Pillar b 6/6']);
    expect(second.objectivesToCome).toEqual([]);
  });

  it('lose hit points to damage and are destroyed at 0, the history saying so in English and German', () => {
    const state = started([objective({ objective: 0, marker: 'a', room: 1 })]);
    const hurt = run(state, damage('objective#1', 3));
    expect(standing(hurt)).toEqual(['Pillar a 2/5']);
    const events = eventsOf(hurt, damage('objective#1', 4));
    expect(events.map((event) => event.type)).toEqual(['ObjectiveDamaged', 'ObjectiveDestroyed']);
    const line = describeCommand(hurt, damage('objective#1', 4), events);
    expect(lineIn(line, 'en')).toBe('Pillar a takes 4 damage and is destroyed');
    expect(lineIn(line, 'de')).toBe('Pillar a erleidet 4 Schaden und ist zerstört');
    expect(lineIn(describeCommand(state, damage('objective#1', 3), eventsOf(state, damage('objective#1', 3))), 'en')).toBe(
      'Pillar a takes 3 damage',
    );
    const destroyed = evolveAll(hurt, events);
    expect(standing(destroyed)).toEqual(['Pillar a 0/5 destroyed']);
    // Nothing more to damage, and none not in play.
    expect(refusal(destroyed, damage('objective#1', 1))).toBe('unknown-figure');
    expect(refusal(state, damage('objective#9', 1))).toBe('unknown-figure');
  });

  it('undo through replay: the commands without the last one give the objective its hit points back', () => {
    const initial = testScenario('gh1', { objectives: [objective({ objective: 0, room: 1 })], scenarioLevel: 2 });
    const commands = [{ type: 'RevealRoom' as const, roomId: '1', monsters: [] }, damage('objective#1', 2), damage('objective#1', 9)];
    const all = replay(initial, commands);
    const undone = replay(initial, commands.slice(0, 2));
    if (!('state' in all) || !('state' in undone)) throw new Error('replay refused');
    expect(standing(all.state)).toEqual(['Pillar  0/5 destroyed']);
    expect(standing(undone.state)).toEqual(['Pillar  3/5']);
  });

  it('a door destroyed opens its room, once (a rule waiting for an objective destroyed)', () => {
    const opensWhenBroken = rule(0, {
      at: 'figureDied',
      isOnce: true,
      figures: [{ kind: 'objectiveDestroyed', objectives: [0], name: 'Door', marker: 'b' }],
      effects: [
        {
          kind: 'openRooms',
          rooms: [{ number: 2, tile: 'Z2b', placements: [{ monster: 'mire-king', normal: [1, 1, 1], elite: [0, 0, 0] }] }],
        },
      ],
    });
    const state = started([objective({ objective: 0, name: 'Door', marker: 'b', health: '4+L', room: 1 })], [opensWhenBroken]);
    const dented = run(state, damage('objective#1', 5));
    expect(dented.revealedRooms).not.toContain('2');
    const broken = run(dented, damage('objective#1', 1));
    expect(broken.revealedRooms).toContain('2');
    expect(Object.values(broken.monsters).map((standee) => standee.typeId)).toEqual(['mire-king']);
    expect(broken.rulesDone).toEqual([0]);
  });

  it("an escort's death loses the scenario, once its room is revealed", () => {
    const lostWhenDead = rule(0, {
      at: 'figureDied',
      isOnce: true,
      requiredRooms: [{ number: 1, tile: 'Z1a' }],
      figures: [{ kind: 'objectiveDestroyed', objectives: [0], name: 'Captive', marker: 'a' }],
      effects: [{ kind: 'end', outcome: 'lost' }],
    });
    const state = started([objective({ objective: 0, name: 'Captive', isEscort: true, marker: 'a', room: 1 })], [lostWhenDead]);
    expect(state.lossConditionMetInRound).toBeNull();
    expect(run(state, damage('objective#1', 5)).lossConditionMetInRound).toBe(1);
  });

  it('monsters spawn at the rounds the rule names while the objective stands, and no more once it is destroyed', () => {
    const spawnsWhileStanding = rule(0, {
      at: 'roundEnd',
      figures: [{ kind: 'objectiveStands', objectives: [0], name: 'Tree', marker: 'a' }],
      effects: [
        { kind: 'spawn', monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['normal', 'normal', 'elite'], count: 1 }] },
      ],
    });
    const state = started([objective({ objective: 0, name: 'Tree', marker: 'a', room: 1 })], [spawnsWhileStanding]);
    const endRound = (s: ScenarioState) =>
      run(
        s,
        { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'longRest' } },
        { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'longRest' } },
        { type: 'DrawMonsterAbilityCards' },
        ...Array.from({ length: 2 + Object.keys(s.monsters).length }, () => [
          { type: 'StartTurn' as const },
          { type: 'EndTurn' as const },
        ]).flat(),
        { type: 'EndRound' },
      );
    const hounds = (s: ScenarioState) => Object.values(s.monsters).filter((standee) => standee.typeId === 'rust-hound').length;
    const one = endRound(state);
    expect(hounds(one)).toBe(1);
    const felled = run(one, damage('objective#1', 5));
    expect(hounds(endRound(felled))).toBe(1);
  });
});

describe("the screens' copy of the state", () => {
  it('carries the objectives in play, never those whose room is not revealed yet', () => {
    const state = started([objective({ objective: 0, marker: 'a', room: 1 }), objective({ objective: 1, marker: 'b', room: 2 })]);
    const shown = tableStateOf(state);
    expect(Object.values(shown.objectives ?? {}).map((o) => `${o.name} ${o.marker ?? ''}`)).toEqual(['Pillar a']);
    expect(JSON.stringify(shown)).not.toContain('objectivesToCome');
  });
});
