import type { FigureRef, ScenarioCommandInput } from '../rules/scenario';
import type { TableRole } from './roles';

/**
 * What the host knows when it weighs a device's request: the scenario's summons and their owners,
 * and, for undo and redo, the command they would take back or do again.
 */
export interface PermissionFacts {
  summonOwners: Readonly<Record<string, string>>;
  /** For `scenarios.undo`: the newest live command; for `scenarios.redo`: the next undone one. */
  undoneOrRedone?: ScenarioCommandInput | null;
}

/** The channels a player's device may read (always of its own scenario and campaign) or use. */
const PLAYER_READS = new Set(['app.info', 'scenarios.get', 'campaigns.get', 'town.classes', 'content.list', 'content.records']);

export const TABLE_IS_HOSTS = 'Table mode is managed on the host computer only; nothing was changed.';
export const EXPORT_IS_HOSTS =
  "A campaign file carries the game's hidden state (the order of the decks), so it is exported on the host computer only; nothing was changed.";

/**
 * Whether a paired device may make this request; null when it may, otherwise the sentence it is
 * told. Issue 17: a game master may do everything the host can, except manage table mode and take
 * a file that carries hidden state; a player sees its own scenario and campaign and may change
 * only its own character — initiative, hit points, conditions, experience, its own attacks'
 * modifier draws and its summons. The host checks every channel here; the screens only grey out.
 */
export function refusalFor(role: TableRole, channel: string, input: unknown, facts: PermissionFacts): string | null {
  if (channel.startsWith('table.')) return TABLE_IS_HOSTS;
  if (channel === 'exchange.exportCampaign') return EXPORT_IS_HOSTS;
  if (role.kind === 'gm') return null;
  const request = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const name = role.characterName;
  const notYours = `${name}'s device may change only ${name}: initiative, hit points, conditions, experience, ${name}'s own attacks and summons. Ask the game master for this; nothing was changed.`;
  const otherScenario = `${name}'s device follows only the scenario ${name} plays in; nothing was changed.`;
  switch (channel) {
    // The card areas drawn on the scenario's board: what the board page shows of its own scenario.
    case 'scenarios.get':
    case 'drawings.cardAreas':
      return request.sessionId === role.sessionId ? null : otherScenario;
    case 'campaigns.get':
    case 'town.classes':
      return role.campaignId !== null && request.campaignId === role.campaignId
        ? null
        : `${name}'s device sees only the campaign ${name} plays in; nothing was changed.`;
    case 'scenarios.execute':
      if (request.sessionId !== role.sessionId) return otherScenario;
      return isOwnCommand(role.characterId, request.command as ScenarioCommandInput, facts) ? null : notYours;
    case 'scenarios.undo':
    case 'scenarios.redo': {
      if (request.sessionId !== role.sessionId) return otherScenario;
      const command = facts.undoneOrRedone;
      if (command === undefined || command === null) return null; // Nothing to undo: the host says so.
      if (isOwnCommand(role.characterId, command, facts)) return null;
      return `${name}'s device may ${channel === 'scenarios.undo' ? 'undo' : 'redo'} only ${name}'s own changes; the last one was someone else's. Ask the game master; nothing was changed.`;
    }
    default:
      return PLAYER_READS.has(channel) ? null : notYours;
  }
}

/** Whether a scenario command touches only this character (or its summons). */
export function isOwnCommand(characterId: string, command: ScenarioCommandInput | undefined, facts: PermissionFacts): boolean {
  if (typeof command !== 'object' || command === null) return false;
  const own = (figure: FigureRef | undefined): boolean =>
    figure !== undefined &&
    ((figure.kind === 'character' && figure.id === characterId) ||
      (figure.kind === 'summon' && facts.summonOwners[figure.id] === characterId));
  switch (command.type) {
    case 'ChooseInitiative':
    case 'GainExperience':
      return command.characterId === characterId;
    case 'SufferDamage':
    case 'Heal':
    case 'AddCondition':
    case 'RemoveCondition':
      return own(command.figure);
    case 'AddSummon':
      return command.ownerId === characterId;
    // An attack draws from the attacker's modifier deck: the player's own draw.
    case 'Attack':
      return own(command.attacker);
    default:
      return false;
  }
}
