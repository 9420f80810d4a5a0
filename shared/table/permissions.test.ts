import { describe, expect, it } from 'vitest';
import type { ScenarioCommandInput } from '../rules/scenario';
import { EXPORT_IS_HOSTS, refusalFor, TABLE_IS_HOSTS, type PermissionFacts } from './permissions';
import type { TableRole } from './roles';

const ada: TableRole = { kind: 'player', sessionId: 's1', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' };
const gm: TableRole = { kind: 'gm' };
const facts: PermissionFacts = { summonOwners: { 'ada-wolf': 'ada', 'bo-bear': 'bo' } };
const exec = (command: ScenarioCommandInput, sessionId = 's1') => refusalFor(ada, 'scenarios.execute', { sessionId, command }, facts);
const me = { kind: 'character' as const, id: 'ada' };
const bo = { kind: 'character' as const, id: 'bo' };
const monster = { kind: 'monster' as const, id: 'thornling#1' };

describe("a player's device (issue 17: only its own character's things)", () => {
  it('may change its own initiative, hit points, conditions, experience, attacks and summons', () => {
    const own: ScenarioCommandInput[] = [
      { type: 'ChooseInitiative', characterId: 'ada', choice: { kind: 'longRest' } },
      { type: 'SufferDamage', figure: me, amount: 2, source: 'other' },
      { type: 'Heal', figure: me, amount: 1 },
      { type: 'AddCondition', figure: me, condition: 'poison' },
      { type: 'RemoveCondition', figure: me, condition: 'poison' },
      { type: 'GainExperience', characterId: 'ada', amount: 1 },
      { type: 'AddSummon', ownerId: 'ada', name: 'Wolf', maxHealth: 4 },
      { type: 'SufferDamage', figure: { kind: 'summon', id: 'ada-wolf' }, amount: 1, source: 'other' },
      { type: 'Attack', attacker: me, attack: 3, targets: [{ target: monster }] },
      { type: 'Attack', attacker: { kind: 'summon', id: 'ada-wolf' }, attack: 2, targets: [{ target: monster }] },
    ];
    for (const command of own) expect(exec(command), command.type).toBeNull();
  });

  it("is refused another character's things, its summons, monsters and the round, with a sentence", () => {
    const others: ScenarioCommandInput[] = [
      { type: 'ChooseInitiative', characterId: 'bo', choice: { kind: 'longRest' } },
      { type: 'SufferDamage', figure: bo, amount: 2, source: 'other' },
      { type: 'Heal', figure: bo, amount: 1 },
      { type: 'AddCondition', figure: bo, condition: 'poison' },
      { type: 'GainExperience', characterId: 'bo', amount: 1 },
      { type: 'AddSummon', ownerId: 'bo', name: 'Bear', maxHealth: 4 },
      { type: 'SufferDamage', figure: { kind: 'summon', id: 'bo-bear' }, amount: 1, source: 'other' },
      { type: 'SufferDamage', figure: monster, amount: 1, source: 'other' },
      { type: 'Attack', attacker: bo, attack: 3, targets: [{ target: monster }] },
      { type: 'Attack', attacker: monster, targets: [{ target: me }] },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'EndRound' },
      { type: 'StartTurn' },
      { type: 'InfuseElement', element: 'fire' },
      { type: 'LootMoneyTokens', characterId: 'ada', count: 1 },
      { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' },
    ];
    for (const command of others)
      expect(exec(command), command.type).toMatch(/^Ada's device may change only Ada: .*nothing was changed\.$/);
  });

  it('follows only its own scenario and campaign', () => {
    expect(exec({ type: 'GainExperience', characterId: 'ada', amount: 1 }, 's2')).toMatch(/only the scenario Ada plays in/);
    expect(refusalFor(ada, 'scenarios.get', { sessionId: 's1' }, facts)).toBeNull();
    expect(refusalFor(ada, 'scenarios.get', { sessionId: 's2' }, facts)).toMatch(/only the scenario/);
    expect(refusalFor(ada, 'campaigns.get', { campaignId: 'c1' }, facts)).toBeNull();
    expect(refusalFor(ada, 'campaigns.get', { campaignId: 'c2' }, facts)).toMatch(/only the campaign Ada plays in/);
  });

  it('is refused the campaign, the town, history, battle goals, backups and imports', () => {
    for (const channel of [
      'campaigns.execute',
      'campaigns.undo',
      'campaigns.history',
      'campaigns.list',
      'campaigns.delete',
      'town.dealBattleGoals',
      'town.dealPersonalQuests',
      'town.buy',
      'scenarios.settle',
      'scenarios.start',
      'scenarios.delete',
      'scenarios.list',
      'backups.restore',
      'content.import',
      'exchange.importCampaign',
    ])
      expect(refusalFor(ada, channel, { campaignId: 'c1', sessionId: 's1' }, facts), channel).not.toBeNull();
  });

  it('undoes and redoes only its own change', () => {
    const undo = (command: ScenarioCommandInput | null) =>
      refusalFor(ada, 'scenarios.undo', { sessionId: 's1' }, { ...facts, undoneOrRedone: command });
    expect(undo({ type: 'SufferDamage', figure: me, amount: 1, source: 'other' })).toBeNull();
    expect(undo({ type: 'SufferDamage', figure: bo, amount: 1, source: 'other' })).toMatch(/may undo only Ada's own changes/);
    expect(undo(null)).toBeNull();
    expect(refusalFor(ada, 'scenarios.redo', { sessionId: 's1' }, { ...facts, undoneOrRedone: { type: 'EndRound' } })).toMatch(
      /may redo only Ada's own changes/,
    );
  });
});

describe("a game master's device", () => {
  it('may do everything the host does', () => {
    for (const channel of [
      'scenarios.execute',
      'scenarios.undo',
      'campaigns.execute',
      'town.dealBattleGoals',
      'scenarios.settle',
      'backups.restore',
    ])
      expect(refusalFor(gm, channel, {}, facts), channel).toBeNull();
  });
  it('but manage table mode or take a file with the hidden state — nor may a player', () => {
    for (const role of [gm, ada]) {
      expect(refusalFor(role, 'table.revoke', { deviceId: 'x' }, facts)).toBe(TABLE_IS_HOSTS);
      expect(refusalFor(role, 'table.setOn', { isOn: false }, facts)).toBe(TABLE_IS_HOSTS);
      expect(refusalFor(role, 'exchange.exportCampaign', { campaignId: 'c1' }, facts)).toBe(EXPORT_IS_HOSTS);
    }
  });
});
