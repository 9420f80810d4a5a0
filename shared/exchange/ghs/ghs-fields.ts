/*
 * Every field of a GHS party and character that Haven knows of: `true` where it is carried over,
 * else the words that name it in the list of what was not carried over. The import's notes are
 * built from these words, and a test walks the GHS fixture's fields against both tables.
 * Paths are dotted; a path covers everything under it.
 */

export const GHS_PARTY_FIELDS: Readonly<Record<string, true | string>> = {
  name: true,
  edition: true,
  notes: true,
  reputation: true,
  prosperity: true,
  donations: true,
  campaignMode: true,
  achievements: true,
  achievementsList: true,
  globalAchievements: true,
  globalAchievementsList: true,
  scenarios: true,
  manualScenarios: true,
  characters: true,
  retirements: true,
  inspiration: true,
  factionReputation: true,
  id: "GHS's number for the party",
  location: "the party's location",
  treasures: 'looted treasures',
  unlockedItems: 'unlocked items (the shop)',
  unlockedCharacters: 'unlocked classes',
  players: 'player names',
  weeks: 'the calendar (weeks)',
  conclusions: 'read conclusions',
  casualScenarios: 'scenarios played in casual mode',
  randomItemLooted: 'random item designs looted',
  imbuement: 'imbuement',
};

const IN_SCENARIO = 'health, experience and loot of the scenario in progress';

export const GHS_CHARACTER_FIELDS: Readonly<Record<string, true | string>> = {
  name: true,
  edition: true,
  title: true,
  level: true,
  'progress.experience': true,
  'progress.gold': true,
  'progress.items': true,
  'progress.perks': true,
  'progress.battleGoals': true,
  'progress.personalQuest': true,
  'progress.notes': true,
  'progress.retired': true,
  'progress.extraPerks': true,
  'progress.equippedItems': 'which items are equipped',
  'progress.itemNotes': 'item notes',
  'progress.personalQuestProgress': 'personal quest progress',
  'progress.masteries': 'masteries',
  'progress.scenarioStats': 'scenario statistics',
  'progress.enhancements': 'enhancements',
  'progress.retirements': 'the count of earlier retirements',
  'progress.donations': "the character's own donations",
  experience: IN_SCENARIO,
  loot: IN_SCENARIO,
  exhausted: IN_SCENARIO,
  health: IN_SCENARIO,
  maxHealth: IN_SCENARIO,
};

/** Whether a field holds something a person would miss: a non-empty text, list or object, a count above 0, true. */
export function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'boolean') return value;
  return value !== null && typeof value === 'object' && Object.keys(value).length > 0;
}
