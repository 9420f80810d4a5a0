// The names a keyed line (words.ts) takes from content packs: which record kinds have names a pack
// may carry in other languages. The rules name them by kind and id; content words them (content
// imports the rules, never the other way round).

/**
 * The record kinds whose names a content pack may carry in other languages, and `contentPacks`:
 * a pack itself, named in a history line by its id and worded by its installed name.
 */
export type NamedKind =
  | 'monsterTypes'
  | 'abilityDecks'
  | 'scenarios'
  | 'characterClasses'
  | 'items'
  | 'battleGoals'
  | 'personalQuests'
  | 'contentPacks'
  /** A scenario's special rule in the pack's own words, by "<scenario id>/<rule number>". */
  | 'scenarioRules'
  /** Achievements are kept by their English names ("City Rule: Militaristic"): the name is the id. */
  | 'globalAchievements'
  | 'partyAchievements';

const NAMED_KINDS: ReadonlySet<string> = new Set<NamedKind>([
  'monsterTypes',
  'abilityDecks',
  'scenarios',
  'characterClasses',
  'items',
  'battleGoals',
  'personalQuests',
  'contentPacks',
  'scenarioRules',
  'globalAchievements',
  'partyAchievements',
]);

export function isNamedKind(kind: string): kind is NamedKind {
  return NAMED_KINDS.has(kind);
}

/** Answers a record's name in one language, given its English name as the fallback. */
export type NameIn = (kind: NamedKind, id: string, english: string) => string;
