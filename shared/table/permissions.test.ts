import { describe, expect, it } from 'vitest';
import { commandSchemas, type ScenarioCommandInput } from '../rules/scenario';
import {
  EXPORT_IS_HOSTS,
  reasonAgainst,
  REASONS,
  refusalFor,
  scenarioPermissionFacts,
  TABLE_IS_HOSTS,
  type PermissionFacts,
} from './permissions';
import type { TableRole } from './roles';

const ada: TableRole = { kind: 'player', sessionId: 's1', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' };
const gm: TableRole = { kind: 'gm' };
const me = { kind: 'character' as const, id: 'ada' };
const bo = { kind: 'character' as const, id: 'bo' };
const monster = { kind: 'monster' as const, id: 'thornling#1' };
// Ada's turn now; Bo's next.
const facts: PermissionFacts = { summonOwners: { 'ada-wolf': 'ada', 'bo-bear': 'bo' }, activeFigure: me, nextFigure: bo };
const exec = (command: ScenarioCommandInput, sessionId = 's1', given = facts) =>
  refusalFor(ada, 'scenarios.execute', { sessionId, command }, given);
const why = (command: ScenarioCommandInput, given = facts) => reasonAgainst(ada, 'scenarios.execute', { sessionId: 's1', command }, given);

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
      { type: 'ShuffleInModifierCard', deck: 'ada', card: 'bless' },
      { type: 'ShuffleInModifierCard', deck: 'ada', card: 'curse' },
      { type: 'LootMoneyTokens', characterId: 'ada', count: 1 },
      { type: 'EndTurn', moneyTokensLooted: 1 },
      { type: 'LongRest', heal: true, refreshItems: true },
      { type: 'ShortRest', characterId: 'ada', sufferDamageToKeep: false },
      { type: 'UseItem', characterId: 'ada', item: 'Boots of Striding' },
      { type: 'RefreshItem', characterId: 'ada', item: 'Boots of Striding' },
    ];
    for (const command of own) expect(exec(command), command.type).toBeNull();
  });

  it("ends only its own turn (or its summon's) and starts a turn only when it is its own", () => {
    const end: ScenarioCommandInput = { type: 'EndTurn', moneyTokensLooted: 0 };
    const wolfActs = { ...facts, activeFigure: { kind: 'summon' as const, id: 'ada-wolf' } };
    expect(exec(end, 's1', wolfActs)).toBeNull();
    expect(why(end, { ...facts, activeFigure: bo })).toBe(REASONS.round);
    expect(why(end, { ...facts, activeFigure: null })).toBe(REASONS.round);
    expect(why({ type: 'StartTurn' })).toBe(REASONS.round);
    expect(exec({ type: 'StartTurn' }, 's1', { ...facts, activeFigure: null, nextFigure: me })).toBeNull();
  });

  it('says why a control is greyed out: monsters, elements, the round, ties, other characters', () => {
    expect(why({ type: 'SufferDamage', figure: monster, amount: 1, source: 'other' })).toBe('Only the game master can change monsters.');
    expect(why({ type: 'AddCondition', figure: bo, condition: 'poison' })).toBe(REASONS.others);
    expect(why({ type: 'InfuseElement', element: 'fire' })).toBe(REASONS.elements);
    expect(why({ type: 'SetMonsterTieOrder', typeIds: [] })).toBe(REASONS.ties);
    expect(why({ type: 'DrawMonsterAbilityCards' })).toBe(REASONS.round);
    expect(why({ type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' })).toBe(REASONS.monsterDeck);
    expect(refusalFor(ada, 'scenarios.execute', { sessionId: 's1', command: { type: 'InfuseElement', element: 'fire' } }, facts)).toBe(
      "Ada's device may change only Ada: initiative, hit points, conditions, experience, Ada's own attacks, turn, loot and summons, and Ada's sheet. Only the game master can change the elements; nothing was changed.",
    );
  });

  it("the screens' facts are the host's: summons' owners, whose turn it is and whose is next", () => {
    const state = { summons: { w: { id: 'w', ownerId: 'ada' } }, activeFigure: me } as unknown as Parameters<
      typeof scenarioPermissionFacts
    >[0];
    expect(scenarioPermissionFacts(state, bo)).toEqual({ summonOwners: { w: 'ada' }, activeFigure: me, nextFigure: bo });
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
      { type: 'Attack', attacker: me, attack: 4, targets: [{ target: bo }] },
      { type: 'Attack', attacker: me, attack: 4, targets: [{ target: monster }, { target: { kind: 'summon', id: 'bo-bear' } }] },
      { type: 'ShuffleInModifierCard', deck: 'ada', card: 'curse', figure: bo },
      { type: 'RemoveSummon', summonId: 'bo-bear' },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'EndRound' },
      { type: 'StartTurn' },
      { type: 'InfuseElement', element: 'fire' },
      { type: 'LootMoneyTokens', characterId: 'bo', count: 1 },
      { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' },
      { type: 'ShuffleInModifierCard', deck: 'bo', card: 'bless' },
      { type: 'SetMonsterTieOrder', typeIds: [] },
      { type: 'ConsumeElement', element: 'ice' },
      { type: 'MarkGoalMet' },
      { type: 'ShortRest', characterId: 'bo', sufferDamageToKeep: false },
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

  it("uses its own character's sheet, and only its own", () => {
    const sheet = (command: object, campaignId = 'c1') => refusalFor(ada, 'campaigns.execute', { campaignId, command }, facts);
    for (const command of [
      { type: 'GainExperience', characterId: 'ada', amount: 5 },
      { type: 'ChangeGold', characterId: 'ada', amount: -2 },
      { type: 'AddPerk', characterId: 'ada', perk: 'Remove two -1 cards' },
      { type: 'SetCharacterNotes', characterId: 'ada', notes: 'x' },
      { type: 'KeepBattleGoal', characterId: 'ada', goalId: 'g1' },
    ])
      expect(sheet(command), command.type).toBeNull();
    expect(sheet({ type: 'GainExperience', characterId: 'bo', amount: 5 })).toMatch(
      /^Ada's device may change only Ada: .*nothing was changed\.$/,
    );
    expect(sheet({ type: 'RetireCharacter', characterId: 'ada' })).toMatch(/Only the game master can change the campaign/);
    expect(sheet({ type: 'Donate', characterId: 'ada' })).not.toBeNull();
    expect(sheet({ type: 'ChangeProsperity', delta: 1 })).not.toBeNull();
    expect(sheet({ type: 'GainExperience', characterId: 'ada', amount: 5 }, 'c2')).toMatch(/sees only the campaign Ada plays in/);
    for (const channel of ['character.equipment', 'character.perks', 'character.abilityCards', 'character.equip']) {
      expect(refusalFor(ada, channel, { campaignId: 'c1', characterId: 'ada' }, facts), channel).toBeNull();
      expect(refusalFor(ada, channel, { campaignId: 'c1', characterId: 'bo' }, facts), channel).not.toBeNull();
    }
    expect(refusalFor(ada, 'campaigns.history', { campaignId: 'c1', characterId: 'ada' }, facts)).toBeNull();
    expect(refusalFor(ada, 'campaigns.history', { campaignId: 'c1' }, facts)).not.toBeNull();
    expect(refusalFor(ada, 'characters.quests', { campaignId: 'c1' }, facts)).toBeNull();
    expect(refusalFor(ada, 'characters.retire', { campaignId: 'c1', characterId: 'ada' }, facts)).not.toBeNull();
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

/**
 * Every scenario command, weighed on every figure it changes (issue 26), for each role: the game
 * master; Ada's device, on her own figures, on another player's, and on monsters. One row per
 * command type at least: a new command without a row fails the last test below.
 */
describe('commands × roles', () => {
  const boDevice: TableRole = { kind: 'player', sessionId: 's1', campaignId: 'c1', characterId: 'bo', characterName: 'Bo' };
  const wolf = { kind: 'summon' as const, id: 'ada-wolf' };
  const bear = { kind: 'summon' as const, id: 'bo-bear' };
  /** The expected answer for [game master, Ada's device, Bo's device]: null when allowed, else the reason. */
  type Row = [command: ScenarioCommandInput, gm: null, ada: keyof typeof REASONS | null, bo: keyof typeof REASONS | null];
  const rows: Row[] = [
    [{ type: 'AddMonsters', monsters: [{ typeId: 'bandit-guard', rank: 'normal' }] }, null, 'monsters', 'monsters'],
    [{ type: 'RevealRoom', roomId: 'r2', monsters: [] }, null, 'board', 'board'],
    [{ type: 'RenumberStandee', standeeId: 'bandit-guard#1', number: 2 }, null, 'monsters', 'monsters'],
    [{ type: 'ChooseInitiative', characterId: 'ada', choice: { kind: 'longRest' } }, null, null, 'others'],
    [{ type: 'DrawMonsterAbilityCards' }, null, 'round', 'round'],
    [{ type: 'SetMonsterTieOrder', typeIds: [] }, null, 'ties', 'ties'],
    [{ type: 'SetCharacterTieOrder', characterIds: [] }, null, 'ties', 'ties'],
    // Ada's turn now, Bo's next.
    [{ type: 'StartTurn' }, null, 'round', null],
    [{ type: 'EndTurn' }, null, null, 'round'],
    [{ type: 'LongRest' }, null, null, 'round'],
    [{ type: 'ShortRest', characterId: 'ada' }, null, null, 'others'],
    [{ type: 'UseItem', characterId: 'ada', item: 'Boots of Striding' }, null, null, 'others'],
    [{ type: 'RefreshItem', characterId: 'ada', item: 'Boots of Striding' }, null, null, 'others'],
    [{ type: 'Attack', attacker: me, attack: 3, targets: [{ target: monster }] }, null, null, 'others'],
    [{ type: 'Attack', attacker: wolf, attack: 2, targets: [{ target: monster }, { target: monster }] }, null, null, 'others'],
    // Issue 26: Ada's phone attacked Bo (9 → 5 hit points) while damage to Bo was refused.
    [{ type: 'Attack', attacker: me, attack: 4, targets: [{ target: bo }] }, null, 'others', 'others'],
    [{ type: 'Attack', attacker: me, attack: 4, targets: [{ target: monster }, { target: bear }] }, null, 'others', 'others'],
    [{ type: 'Attack', attacker: monster, targets: [{ target: me }] }, null, 'monsters', 'monsters'],
    [{ type: 'SufferDamage', figure: me, amount: 1, source: 'other' }, null, null, 'others'],
    [{ type: 'SufferDamage', figure: monster, amount: 1, source: 'trap' }, null, 'monsters', 'monsters'],
    [{ type: 'Heal', figure: wolf, amount: 1 }, null, null, 'others'],
    [{ type: 'AddCondition', figure: bear, condition: 'poison' }, null, 'others', null],
    [{ type: 'RemoveCondition', figure: monster, condition: 'poison' }, null, 'monsters', 'monsters'],
    [{ type: 'InfuseElement', element: 'fire' }, null, 'elements', 'elements'],
    [{ type: 'ConsumeElement', element: 'ice' }, null, 'elements', 'elements'],
    [{ type: 'ShuffleInModifierCard', deck: 'ada', card: 'bless' }, null, null, 'others'],
    [{ type: 'ShuffleInModifierCard', deck: 'ada', card: 'bless', figure: me }, null, null, 'others'],
    [{ type: 'ShuffleInModifierCard', deck: 'ada', card: 'curse', figure: bo }, null, 'others', 'others'],
    [{ type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse', figure: monster }, null, 'monsterDeck', 'monsterDeck'],
    [{ type: 'AddSummon', ownerId: 'ada', name: 'Wolf', maxHealth: 4 }, null, null, 'others'],
    [{ type: 'RemoveSummon', summonId: 'ada-wolf' }, null, null, 'others'],
    [{ type: 'GainExperience', characterId: 'bo', amount: 1 }, null, 'others', null],
    [{ type: 'LootMoneyTokens', characterId: 'ada', count: 1 }, null, null, 'others'],
    [{ type: 'ExhaustCharacter', characterId: 'ada' }, null, null, 'others'],
    [{ type: 'TrackHand', characterId: 'ada', cardIds: ['1'] }, null, null, 'others'],
    [{ type: 'PlayCards', characterId: 'bo', leading: '1', second: '2' }, null, 'others', null],
    [{ type: 'PlayCardHalf', characterId: 'ada', cardId: '1', half: 'top' }, null, null, 'others'],
    [{ type: 'RemoveActiveCard', characterId: 'ada', cardId: '1' }, null, null, 'others'],
    [{ type: 'LoseCardsForDamage', characterId: 'ada', amount: 2, source: 'other', cardIds: ['1'] }, null, null, 'others'],
    [{ type: 'MarkGoalMet' }, null, 'board', 'board'],
    [{ type: 'MarkLossConditionMet' }, null, 'board', 'board'],
    [{ type: 'EndRound' }, null, 'round', 'round'],
    [{ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [3, 3] } }, null, 'board', 'board'],
    [{ type: 'SummonMonster', summonerId: 'bandit-guard#1', typeId: 'bandit-guard', rank: 'normal' }, null, 'monsters', 'monsters'],
    [{ type: 'CardDamage', standeeId: 'bandit-guard#1', figures: [me] }, null, 'monsters', 'monsters'],
    [{ type: 'DamageObjective', objectiveId: 'objective#1', amount: 2 }, null, 'monsters', 'monsters'],
  ];

  it.each(rows.map((row) => [`${row[0].type} ${JSON.stringify(row[0]).slice(0, 90)}`, row] as const))('%s', (_, row) => {
    const [command, ...expected] = row;
    const answers = [gm, ada, boDevice].map((role) => reasonAgainst(role, 'scenarios.execute', { sessionId: 's1', command }, facts));
    expect(answers).toEqual(expected.map((reason) => (reason === null ? null : REASONS[reason])));
  });

  it('has a row for every scenario command', () => {
    expect(new Set(rows.map(([command]) => command.type))).toEqual(new Set(Object.keys(commandSchemas)));
  });
});
