import type { Translation } from './model/second-edition';

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
  | 'scenarioRules';

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
]);

export function isNamedKind(kind: string): kind is NamedKind {
  return NAMED_KINDS.has(kind);
}

/** Where a record's name sits in a translation's `names`: "monsterTypes/bandit-guard". */
export function nameKey(kind: NamedKind, id: string): string {
  return `${kind}/${id}`;
}

/** Answers a record's name in one language, given its English name as the fallback. */
export type NameIn = (kind: NamedKind, id: string, english: string) => string;

/**
 * The names of the packs' records in `language` ('de'), falling back to the English name a record
 * carries where the pack has no label for it (or for the language). English asks nothing.
 * `translations` are the packs' own (content packs carry their language: issue 18).
 */
export function namesIn(language: string, translations: readonly Pick<Translation, 'language' | 'names'>[]): NameIn {
  if (language === 'en') return (_kind, _id, english) => english;
  const names = new Map<string, string>();
  for (const translation of translations) {
    if (baseLanguage(translation.language) !== language) continue;
    for (const [key, name] of Object.entries(translation.names ?? {})) if (!names.has(key)) names.set(key, name);
  }
  return (kind, id, english) => names.get(nameKey(kind, id)) ?? english;
}

/** Gloomhaven Secretariat writes "zh_Hans"; Haven's languages are two letters ("de"). */
function baseLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? tag;
}
