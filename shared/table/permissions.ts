import type { CampaignCommandInput } from '../rules/campaign';
import type { FigureRef, ScenarioCommandInput, ScenarioFacts } from '../rules/scenario';
import type { TableRole } from './roles';
import { englishWords, word, type TableWords, type Wording } from './words';

/**
 * What the host knows when it weighs a device's request, read in the same transaction as the
 * write (main/services/scenarios.ts): the scenario's summons and their owners, whose turn it is and
 * whose would start next, and, for undo and redo, the command they would take back or do again.
 * The screens build the same facts from the view they show (`scenarioPermissionFacts`).
 */
export interface PermissionFacts {
  summonOwners: Readonly<Record<string, string>>;
  activeFigure?: FigureRef | null;
  nextFigure?: FigureRef | null;
  /** For `scenarios.undo`: the newest live command; for `scenarios.redo`: the next undone one. */
  undoneOrRedone?: ScenarioCommandInput | null;
}

/** The facts of a scenario as the host's state or a screen's view holds them. */
export function scenarioPermissionFacts(
  state: Pick<ScenarioFacts, 'summons' | 'activeFigure'>,
  nextFigure: FigureRef | null,
  undoneOrRedone?: ScenarioCommandInput | null,
): PermissionFacts {
  return {
    summonOwners: Object.fromEntries(Object.values(state.summons).map((s) => [s.id, s.ownerId])),
    activeFigure: state.activeFigure,
    nextFigure,
    ...(undoneOrRedone === undefined ? {} : { undoneOrRedone }),
  };
}

/** The channels a player's device may read (always of its own scenario and campaign) or use. */
const PLAYER_READS = new Set(['app.info', 'content.list', 'content.records']);
/** A character sheet's reads and writes of one character: a player's device, its own only. */
const OWN_SHEET_CHANNELS = new Set(['character.equipment', 'character.perks', 'character.abilityCards', 'character.equip']);
/**
 * The campaign commands that change only the character they name: what a player writes on its own
 * sheet (experience, gold, items, perks, checkmarks, quest, notes, enhancements, its battle goal).
 * Retiring and donating change the city too: the game master's.
 */
const OWN_SHEET_COMMANDS = new Set<CampaignCommandInput['type']>([
  'RenameCharacter',
  'GainExperience',
  'ChangeGold',
  'AddItem',
  'RemoveItem',
  'EquipItem',
  'UnequipItem',
  'BuyEnhancement',
  'AddPerk',
  'RemovePerk',
  'ChangeCheckmarks',
  'SetPersonalQuest',
  'SetCharacterNotes',
  'SetMasteries',
  'CatchUpToProsperity',
  'KeepBattleGoal',
]);

const REASON_KEYS = ['monsters', 'others', 'elements', 'round', 'ties', 'monsterDeck', 'board', 'campaign', 'undo', 'other'] as const;
type ReasonKey = (typeof REASON_KEYS)[number];
const reason = (key: ReasonKey | 'tableIsHosts' | 'exportIsHosts'): TableWords => ({ key: `table.reasons.${key}` });

/** Why a player's device may not do something: the words a greyed-out control shows, and the core of the host's refusal (in English). */
export const REASONS = Object.fromEntries(REASON_KEYS.map((key) => [key, englishWords(`table.reasons.${key}`)])) as Record<
  ReasonKey,
  string
>;
export const TABLE_IS_HOSTS = englishWords('table.reasons.tableIsHosts');
export const EXPORT_IS_HOSTS = englishWords('table.reasons.exportIsHosts');

/** The reasons that are a whole refusal already (they say that nothing was changed). */
const WHOLE = new Set(['tableIsHosts', 'exportIsHosts', 'otherScenario', 'otherCampaign'].map((key) => `table.reasons.${key}`));

/**
 * Whether a paired device may make this request; null when it may, otherwise the short reason a
 * greyed-out control shows (the `table.reasons` of the catalog), as a key and values the screen
 * words in its language. Issue 17: a game master may do everything the host can,
 * except manage table mode and take a file that carries hidden state; a player sees its own
 * scenario and campaign and may change only its own character — initiative, hit points,
 * conditions, experience, its own attacks' modifier draws (and bless or curse in its own deck),
 * its summons, its rests and items, its own turn and its loot, and its own sheet. The host checks
 * every request with this (`refusalFor`); the screens grey out with the same function.
 */
export function reasonWordsAgainst(role: TableRole, channel: string, input: unknown, facts: PermissionFacts): TableWords | null {
  if (channel.startsWith('table.')) return reason('tableIsHosts');
  if (channel === 'exchange.exportCampaign') return reason('exportIsHosts');
  if (role.kind === 'gm') return null;
  const request = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const params = { name: role.characterName };
  const otherScenario: TableWords = { key: 'table.reasons.otherScenario', params };
  const otherCampaign: TableWords = { key: 'table.reasons.otherCampaign', params };
  const ownCampaign = role.campaignId !== null && request.campaignId === role.campaignId;
  switch (channel) {
    // The card areas drawn on the scenario's board: what the board page shows of its own scenario.
    case 'scenarios.get':
    case 'drawings.cardAreas':
      return request.sessionId === role.sessionId ? null : otherScenario;
    case 'campaigns.get':
    case 'campaigns.achievementNames':
    case 'town.classes':
    case 'characters.quests':
      return ownCampaign ? null : otherCampaign;
    // Its own character's history only: the campaign's names other characters' quests.
    case 'campaigns.history':
      return ownCampaign && request.characterId === role.characterId ? null : otherCampaign;
    case 'campaigns.execute': {
      if (!ownCampaign) return otherCampaign;
      const command = request.command as CampaignCommandInput | undefined;
      return typeof command === 'object' &&
        command !== null &&
        OWN_SHEET_COMMANDS.has(command.type) &&
        'characterId' in command &&
        command.characterId === role.characterId
        ? null
        : reason('campaign');
    }
    case 'scenarios.execute': {
      if (request.sessionId !== role.sessionId) return otherScenario;
      const against = reasonAgainstCommand(role.characterId, request.command as ScenarioCommandInput, facts);
      return against === null ? null : reason(against);
    }
    case 'scenarios.undo':
    case 'scenarios.redo': {
      if (request.sessionId !== role.sessionId) return otherScenario;
      const command = facts.undoneOrRedone;
      if (command === undefined || command === null) return null; // Nothing to undo: the host says so.
      return reasonAgainstCommand(role.characterId, command, facts) === null ? null : reason('undo');
    }
    default:
      if (OWN_SHEET_CHANNELS.has(channel)) return ownCampaign && request.characterId === role.characterId ? null : otherCampaign;
      if (PLAYER_READS.has(channel)) return null;
      return channel.startsWith('campaigns.') || channel.startsWith('town.') || channel.startsWith('characters.')
        ? reason('campaign')
        : reason('other');
  }
}

/** `reasonWordsAgainst` in English: the sentence the tests and the logs read. */
export function reasonAgainst(role: TableRole, channel: string, input: unknown, facts: PermissionFacts): string | null {
  const words = reasonWordsAgainst(role, channel, input, facts);
  return words === null ? null : word(englishWords, words);
}

/**
 * The host's answer when it refuses a device's request: the reason, and that nothing changed,
 * worded by `wording` (the host's words in the device's language; English by default).
 */
export function refusalFor(
  role: TableRole,
  channel: string,
  input: unknown,
  facts: PermissionFacts,
  wording: Wording = englishWords,
): string | null {
  const words = reasonWordsAgainst(role, channel, input, facts);
  if (words === null) return null;
  const reasonText = word(wording, words);
  if (role.kind === 'gm' || WHOLE.has(words.key)) return reasonText;
  const name = role.characterName;
  const intro = wording(
    channel === 'scenarios.undo' ? 'table.refusals.undo' : channel === 'scenarios.redo' ? 'table.refusals.redo' : 'table.refusals.change',
    { name },
  );
  return `${intro} ${wording('table.refusals.tail', { reason: reasonText.replace(/\.$/, '') })}`;
}

/**
 * Null when a scenario command changes only this character, its summons, and the monsters its own
 * attack hits; else why not. Every figure a command changes is weighed (issue 26: an attack was
 * weighed only on its attacker, so a player's device could damage another player's character).
 */
function reasonAgainstCommand(characterId: string, command: ScenarioCommandInput | undefined, facts: PermissionFacts): ReasonKey | null {
  if (typeof command !== 'object' || command === null) return 'other';
  const own = (figure: FigureRef | null | undefined): boolean =>
    figure !== undefined &&
    figure !== null &&
    ((figure.kind === 'character' && figure.id === characterId) ||
      (figure.kind === 'summon' && hasOwn(facts.summonOwners, figure.id) && facts.summonOwners[figure.id] === characterId));
  const figureReason = (figure: FigureRef | null | undefined) => (own(figure) ? null : figure?.kind === 'monster' ? 'monsters' : 'others');
  const characterReason = (id: string) => (id === characterId ? null : 'others');
  /** The first reason against any of the figures, null when it may change them all. */
  const allOf = (reasons: (ReasonKey | null)[]): ReasonKey | null => reasons.find((reason) => reason !== null) ?? null;
  switch (command.type) {
    // A player keeps and plays their own character's hand from their phone too (rules/scenario/hand.ts).
    case 'ChooseInitiative':
    case 'GainExperience':
    case 'LootMoneyTokens':
    case 'UseItem':
    case 'RefreshItem':
    case 'ShortRest':
    case 'ExhaustCharacter':
    case 'TrackHand':
    case 'PlayCards':
    case 'PlayCardHalf':
    case 'RemoveActiveCard':
    case 'LoseCardsForDamage':
      return characterReason(command.characterId);
    case 'SufferDamage':
    case 'Heal':
    case 'AddCondition':
    case 'RemoveCondition':
      return figureReason(command.figure);
    case 'AddSummon':
      return characterReason(command.ownerId);
    // Its own summon leaves when its card leaves the player's active area (remove-summon.ts).
    case 'RemoveSummon':
      return figureReason({ kind: 'summon', id: command.summonId });
    // An attack draws from the attacker's modifier deck (the player's own draw) and changes every
    // target: the player's own attack may hit monsters, never another player's figures.
    case 'Attack':
      return allOf([
        figureReason(command.attacker),
        ...command.targets.map(({ target }) => (target.kind === 'monster' ? null : figureReason(target))),
      ]);
    // A bless or a curse in its own character's deck (the deck is named by the character's id),
    // given to its own character when a figure is named.
    case 'ShuffleInModifierCard':
      return allOf([
        command.deck === characterId ? null : command.deck === 'monsters' || command.deck === 'allies' ? 'monsterDeck' : 'others',
        command.figure === undefined ? null : figureReason(command.figure),
      ]);
    // Its own turn: ending it (with its loot), a long rest on it, and starting it when it is next.
    case 'EndTurn':
    case 'LongRest':
      return own(facts.activeFigure) ? null : 'round';
    case 'StartTurn':
      return own(facts.nextFigure) ? null : 'round';
    case 'DrawMonsterAbilityCards':
    case 'EndRound':
      return 'round';
    case 'SetMonsterTieOrder':
    case 'SetCharacterTieOrder':
      return 'ties';
    case 'InfuseElement':
    case 'ConsumeElement':
      return 'elements';
    // What a monster's card does (a summon, its damage to others) is the game master's to apply, and
    // the damage to an objective (a door, a tree): an enemy like a monster (1st ed. rulebook p. 34 "Objective tokens").
    case 'AddMonsters':
    case 'RenumberStandee':
    case 'SummonMonster':
    case 'CardDamage':
    case 'DamageObjective':
      return 'monsters';
    case 'RevealRoom':
    case 'EditBoard':
    case 'MarkGoalMet':
    case 'MarkLossConditionMet':
      return 'board';
    default:
      return 'other';
  }
}

/** Whether `record` has `key` itself (never "constructor" or "toString" from its prototype). */
const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
