import type { Translation } from './model/second-edition';

export { isNamedKind, type NamedKind, type NameIn } from '../rules/named-kinds';
import type { NamedKind, NameIn } from '../rules/named-kinds';

/** Where a record's name sits in a translation's `names`: "monsterTypes/bandit-guard". */
export function nameKey(kind: NamedKind, id: string): string {
  return `${kind}/${id}`;
}

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
