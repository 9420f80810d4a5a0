import { nameKey, type NamedKind } from './localized-names';
import type { Translation } from './model/second-edition';

/** A record's text in one language (an item's effect), or undefined where its pack has none in it. */
export type TextIn = (kind: NamedKind, id: string) => string | undefined;

/**
 * The packs' own texts for their records in `language` ('de'), by `nameKey(kind, id)`: the first pack
 * that has one. English asks nothing: the records carry their English text.
 */
export function textsIn(language: string, translations: readonly Pick<Translation, 'language' | 'texts'>[]): TextIn {
  if (language === 'en') return () => undefined;
  const texts = new Map<string, string>();
  for (const translation of translations) {
    if (translation.language.toLowerCase().split(/[-_]/)[0] !== language) continue;
    for (const [key, text] of Object.entries(translation.texts ?? {})) if (!texts.has(key)) texts.set(key, text);
  }
  return (kind, id) => texts.get(nameKey(kind, id));
}
