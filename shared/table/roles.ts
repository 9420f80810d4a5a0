/**
 * Who a paired device is at the table (issue 17): the game master, who may do everything the host
 * may (but manage table mode), or the player of one character in one scenario being played.
 */
export type TableRole =
  { kind: 'gm' } | { kind: 'player'; sessionId: string; campaignId: string | null; characterId: string; characterName: string };

/** "game master" or "player of Ada": the words the host's device list and the device's badge show. */
export function roleInWords(role: TableRole): string {
  return role.kind === 'gm' ? 'game master' : `player of ${role.characterName}`;
}

/** A seat a player may take at pairing: a character of a scenario being played. */
export interface Seat {
  sessionId: string;
  sessionName: string;
  campaignId: string | null;
  characterId: string;
  characterName: string;
}
