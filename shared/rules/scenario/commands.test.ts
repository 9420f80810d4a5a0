import { describe, expect, it } from 'vitest';
import {
  COMMAND_METADATA,
  SCENARIO_MODULES,
  commandModule,
  commandSchemas,
  revealsHiddenInformation,
  scenarioCommandSchema,
  type ScenarioCommandInput,
  type ScenarioModuleTable,
} from './commands';
import { decide } from './decide';
import { testScenario } from './scenario.fixture';

/** Each module by its type, as `commandModule` routes (built here from the list, for the type checks below). */
const table = Object.fromEntries(SCENARIO_MODULES.map((m) => [m.type, m])) as unknown as ScenarioModuleTable;

describe('command schemas and metadata', () => {
  it('every command has a schema and metadata', () => {
    expect(Object.keys(COMMAND_METADATA).sort()).toEqual(Object.keys(commandSchemas).sort());
  });

  it('draws are marked as revealing hidden information', () => {
    expect(COMMAND_METADATA.DrawMonsterAbilityCards.revealsHiddenInformation).toBe(true);
    expect(COMMAND_METADATA.Attack.revealsHiddenInformation).toBe(true);
    expect(COMMAND_METADATA.ChooseInitiative.revealsHiddenInformation).toBe(false);
    const chosen = scenarioCommandSchema.parse({ type: 'AddMonsters', monsters: [{ typeId: 'a', rank: 'normal', standeeNumber: 2 }] });
    const random = scenarioCommandSchema.parse({ type: 'AddMonsters', monsters: [{ typeId: 'a', rank: 'normal' }] });
    expect(revealsHiddenInformation(chosen)).toBe(false);
    expect(revealsHiddenInformation(random)).toBe(true);
  });

  it('fills defaults and refuses bad input at the boundary', () => {
    expect(scenarioCommandSchema.parse({ type: 'EndTurn' })).toEqual({ type: 'EndTurn', moneyTokensLooted: 0 });
    expect(scenarioCommandSchema.safeParse({ type: 'EndTurn', moneyTokensLooted: -1 }).success).toBe(false);
    expect(scenarioCommandSchema.safeParse({ type: 'Explode' }).success).toBe(false);
    expect(
      scenarioCommandSchema.safeParse({ type: 'ChooseInitiative', characterId: 'a', choice: { kind: 'cards', leading: 0, second: 5 } })
        .success,
    ).toBe(false);
  });
});

describe('the scenario commands, listed once (issue 28)', () => {
  it('lists each command once, and routes each type to its own module', () => {
    const types = SCENARIO_MODULES.map((m) => m.type);
    expect(new Set(types).size).toBe(types.length);
    for (const module of SCENARIO_MODULES) {
      expect(commandModule(module.type)).toBe(module);
      expect(module.schema.shape.type.value).toBe(module.type);
    }
  });

  it('answers a refusal as a value: a refused rule throws nothing', () => {
    const state = testScenario('gh1');
    const refused = () => decide(state, scenarioCommandSchema.parse({ type: 'GainExperience', characterId: 'nobody', amount: 1 }));
    expect(refused).not.toThrow();
    expect(refused()).toMatchObject({ violation: { code: 'unknown-character' } });
  });

  it('makes a command without a module a type error wherever it is used', () => {
    // A command type no module lists is no scenario command: the host cannot send it, nothing routes it.
    // @ts-expect-error 'Explode' has no module in SCENARIO_MODULES
    const unknown: ScenarioCommandInput = { type: 'Explode' };
    // @ts-expect-error 'Explode' has no module to route to
    expect(() => commandModule('Explode').decide).toThrow(TypeError);
    // A routing table that misses one listed command is no routing table.
    const { Attack: _attack, ...withoutAttack } = table;
    // @ts-expect-error the table lacks Attack's module
    const routing: ScenarioModuleTable = withoutAttack;
    expect([unknown.type, Object.keys(routing).length]).toEqual(['Explode', SCENARIO_MODULES.length - 1]);
  });
});
