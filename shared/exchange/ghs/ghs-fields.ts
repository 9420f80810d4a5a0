/*
 * Every field of a GHS party and character that Haven knows of: `true` where it is carried over,
 * else its words in the list of what was not carried over, as a key of `campaigns.import.notes.fields`
 * (English and German; issue 30). The import's notes are built from these words, and a test walks
 * the GHS fixture's fields against both tables.
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
  id: 'ghsNumber',
  location: 'location',
  treasures: 'treasures',
  unlockedItems: 'unlockedItems',
  unlockedCharacters: 'unlockedClasses',
  players: 'players',
  weeks: 'weeks',
  conclusions: 'conclusions',
  casualScenarios: 'casualScenarios',
  randomItemLooted: 'randomItemDesigns',
  imbuement: 'imbuement',
};

const IN_SCENARIO = 'inScenario';

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
  'progress.equippedItems': 'equippedItems',
  'progress.itemNotes': 'itemNotes',
  'progress.personalQuestProgress': 'questProgress',
  'progress.masteries': 'masteries',
  'progress.scenarioStats': 'scenarioStats',
  'progress.enhancements': 'enhancements',
  'progress.retirements': 'retirements',
  'progress.donations': 'donations',
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
