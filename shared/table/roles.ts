import { englishWords, word, type TableWords, type Wording } from './words';

/**
 * Who a paired device is at the table (issue 17): the game master, who may do everything the host
 * may (but manage table mode), or the player of one character in one scenario being played.
 */
export type TableRole =
  { kind: 'gm' } | { kind: 'player'; sessionId: string; campaignId: string | null; characterId: string; characterName: string };

/** "game master" or "player of Ada" as a catalog key and values: the host's device list and the device's badge. */
export function roleWords(role: TableRole): TableWords {
  return role.kind === 'gm' ? { key: 'table.role.gm' } : { key: 'table.role.player', params: { name: role.characterName } };
}

/** `roleWords` worded: in English unless the host's words in the asking device's language are given. */
export function roleInWords(role: TableRole, wording: Wording = englishWords): string {
  return word(wording, roleWords(role));
}

/** A seat a player may take at pairing: a character of a scenario being played. */
export interface Seat {
  sessionId: string;
  sessionName: string;
  campaignId: string | null;
  characterId: string;
  characterName: string;
}
