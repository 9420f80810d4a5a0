/** Kills of one monster type by one character: with the rank and the items the attack took where the log knew them. */
export interface Kill {
  characterId: string;
  monster: string;
  name: string;
  count: number;
  rank?: 'normal' | 'elite' | 'boss' | undefined;
  items?: string[] | undefined;
}

/** What personal quests, retirements and the reputation track's boxes did to the campaign. */
export type QuestEvent =
  /** A scenario completed in campaign mode, by the characters who played it (their quests count different scenarios). */
  | { type: 'CharactersCompletedScenario'; scenarioId: string; characterIds: string[]; hasBoss?: boolean }
  /** Characters exhausted in a scenario played in campaign mode (a personal quest counts their exhaustions). */
  /** `party`: the characters who played it (a personal quest counts the party members' exhaustions; absent in older entries). */
  | { type: 'CharactersExhausted'; scenarioId: string; characterIds: string[]; party?: string[] }
  /** Monsters the characters killed in a scenario played in campaign mode, by type (a personal quest counts them). */
  | { type: 'MonstersKilled'; scenarioId: string; kills: Kill[] }
  /** A fulfilled personal quest card leaves the game (1st ed. rulebook p. 48): never dealt again. */
  | { type: 'PersonalQuestCompleted'; characterId: string; quest: string }
  /** The first retirement opens the Town Records book (1st ed. rulebook pp. 40, 49). */
  | { type: 'TownRecordsOpened' }
  /** A sealed envelope or box to open: a quest's reward, or a reputation box (p. 49). */
  | { type: 'EnvelopeOpened'; envelope: string; reason: 'quest' | 'reputation' }
  /** What a quest would open is open already: a random item design and a random side scenario instead (p. 48). */
  | { type: 'UnlockOpenedBefore'; name: string }
  /** 1st edition: a reputation box of the party sheet reached, once (p. 49). */
  | { type: 'ReputationBoxReached'; value: number };

const EVENTS: ReadonlySet<string> = new Set<QuestEvent['type']>([
  'CharactersCompletedScenario',
  'CharactersExhausted',
  'MonstersKilled',
  'PersonalQuestCompleted',
  'TownRecordsOpened',
  'EnvelopeOpened',
  'UnlockOpenedBefore',
  'ReputationBoxReached',
]);
export const isQuestEvent = (e: { type: string }): e is QuestEvent => EVENTS.has(e.type);
