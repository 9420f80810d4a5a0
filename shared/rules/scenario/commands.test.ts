import { describe, expect, it } from 'vitest';
import { COMMAND_METADATA, commandSchemas, revealsHiddenInformation, scenarioCommandSchema } from './commands';

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
