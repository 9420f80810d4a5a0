import type { CampaignCommandInput } from '../rules/campaign';
import type { FigureRef, ScenarioCommandInput, ScenarioFacts } from '../rules/scenario';
import type { TableRole } from './roles';

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

export const TABLE_IS_HOSTS = 'Table mode is managed on the host computer only; nothing was changed.';
export const EXPORT_IS_HOSTS =
  "A campaign file carries the game's hidden state (the order of the decks), so it is exported on the host computer only; nothing was changed.";

/** Why a player's device may not do something: the words a greyed-out control shows, and the core of the host's refusal. */
export const REASONS = {
  monsters: 'Only the game master can change monsters.',
  others: "Only the game master can change the other players' characters and summons.",
  elements: 'Only the game master can change the elements.',
  round: 'Only the game master can run the round: draw the monster cards, start and end the other turns, end the round.',
  ties: 'Only the game master can change the order of tied figures.',
  monsterDeck: "Only the game master can change the monsters' and allies' modifier decks.",
  board: 'Only the game master can change the board, its rooms and the scenario goals.',
  campaign: 'Only the game master can change the campaign, the town and the other characters.',
  undo: "Only the game master can undo or redo someone else's change.",
  other: 'Only the game master can do this.',
} as const;

/**
 * Whether a paired device may make this request; null when it may, otherwise the short reason a
 * greyed-out control shows (REASONS). Issue 17: a game master may do everything the host can,
 * except manage table mode and take a file that carries hidden state; a player sees its own
 * scenario and campaign and may change only its own character — initiative, hit points,
 * conditions, experience, its own attacks' modifier draws (and bless or curse in its own deck),
 * its summons, its rests and items, its own turn and its loot, and its own sheet. The host checks
 * every request with this (`refusalFor`); the screens grey out with the same function.
 */
export function reasonAgainst(role: TableRole, channel: string, input: unknown, facts: PermissionFacts): string | null {
  if (channel.startsWith('table.')) return TABLE_IS_HOSTS;
  if (channel === 'exchange.exportCampaign') return EXPORT_IS_HOSTS;
  if (role.kind === 'gm') return null;
  const request = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const name = role.characterName;
  const otherScenario = `${name}'s device follows only the scenario ${name} plays in; nothing was changed.`;
  const otherCampaign = `${name}'s device sees only the campaign ${name} plays in and ${name}'s own sheet; nothing was changed.`;
  const ownCampaign = role.campaignId !== null && request.campaignId === role.campaignId;
  switch (channel) {
    // The card areas drawn on the scenario's board: what the board page shows of its own scenario.
    case 'scenarios.get':
    case 'drawings.cardAreas':
      return request.sessionId === role.sessionId ? null : otherScenario;
    case 'campaigns.get':
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
        : REASONS.campaign;
    }
    case 'scenarios.execute':
      if (request.sessionId !== role.sessionId) return otherScenario;
      return reasonAgainstCommand(role.characterId, request.command as ScenarioCommandInput, facts);
    case 'scenarios.undo':
    case 'scenarios.redo': {
      if (request.sessionId !== role.sessionId) return otherScenario;
      const command = facts.undoneOrRedone;
      if (command === undefined || command === null) return null; // Nothing to undo: the host says so.
      return reasonAgainstCommand(role.characterId, command, facts) === null ? null : REASONS.undo;
    }
    default:
      if (OWN_SHEET_CHANNELS.has(channel)) return ownCampaign && request.characterId === role.characterId ? null : otherCampaign;
      if (PLAYER_READS.has(channel)) return null;
      return channel.startsWith('campaigns.') || channel.startsWith('town.') || channel.startsWith('characters.')
        ? REASONS.campaign
        : REASONS.other;
  }
}

/** The host's answer when it refuses a device's request: the reason, and that nothing changed. */
export function refusalFor(role: TableRole, channel: string, input: unknown, facts: PermissionFacts): string | null {
  const reason = reasonAgainst(role, channel, input, facts);
  if (reason === null || role.kind === 'gm' || reason.endsWith('nothing was changed.')) return reason;
  const name = role.characterName;
  const intro =
    channel === 'scenarios.undo' || channel === 'scenarios.redo'
      ? `${name}'s device may ${channel === 'scenarios.undo' ? 'undo' : 'redo'} only ${name}'s own changes; the last one was someone else's.`
      : `${name}'s device may change only ${name}: initiative, hit points, conditions, experience, ${name}'s own attacks, turn, loot and summons, and ${name}'s sheet.`;
  return `${intro} ${reason.replace(/\.$/, '')}; nothing was changed.`;
}

/** Null when a scenario command touches only this character (or its summons), else why not. */
function reasonAgainstCommand(characterId: string, command: ScenarioCommandInput | undefined, facts: PermissionFacts): string | null {
  if (typeof command !== 'object' || command === null) return REASONS.other;
  const own = (figure: FigureRef | null | undefined): boolean =>
    figure !== undefined &&
    figure !== null &&
    ((figure.kind === 'character' && figure.id === characterId) ||
      (figure.kind === 'summon' && facts.summonOwners[figure.id] === characterId));
  const figureReason = (figure: FigureRef | null | undefined) =>
    own(figure) ? null : figure?.kind === 'monster' ? REASONS.monsters : REASONS.others;
  const characterReason = (id: string) => (id === characterId ? null : REASONS.others);
  switch (command.type) {
    case 'ChooseInitiative':
    case 'GainExperience':
    case 'LootMoneyTokens':
    case 'UseItem':
    case 'RefreshItem':
    case 'ShortRest':
    case 'ExhaustCharacter':
      return characterReason(command.characterId);
    case 'SufferDamage':
    case 'Heal':
    case 'AddCondition':
    case 'RemoveCondition':
      return figureReason(command.figure);
    case 'AddSummon':
      return characterReason(command.ownerId);
    // An attack draws from the attacker's modifier deck: the player's own draw.
    case 'Attack':
      return figureReason(command.attacker);
    // A bless or a curse in its own character's deck (the deck is named by the character's id).
    case 'ShuffleInModifierCard':
      return command.deck === characterId
        ? null
        : command.deck === 'monsters' || command.deck === 'allies'
          ? REASONS.monsterDeck
          : REASONS.others;
    // Its own turn: ending it (with its loot), a long rest on it, and starting it when it is next.
    case 'EndTurn':
    case 'LongRest':
      return own(facts.activeFigure) ? null : REASONS.round;
    case 'StartTurn':
      return own(facts.nextFigure) ? null : REASONS.round;
    case 'DrawMonsterAbilityCards':
    case 'EndRound':
      return REASONS.round;
    case 'SetMonsterTieOrder':
    case 'SetCharacterTieOrder':
      return REASONS.ties;
    case 'InfuseElement':
    case 'ConsumeElement':
      return REASONS.elements;
    case 'AddMonsters':
      return REASONS.monsters;
    case 'RevealRoom':
    case 'EditBoard':
    case 'MarkGoalMet':
    case 'MarkLossConditionMet':
      return REASONS.board;
    default:
      return REASONS.other;
  }
}
