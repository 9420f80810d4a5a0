import type { NamedKind, NameIn } from './named-kinds';

/**
 * A line a person reads (a history line, an event card's effect) as a catalog key and its values,
 * worded when it is read in the reader's language (issue 18). Values are names as names (a
 * character's, a campaign's), numbers, other keyed words, lists of them, or a content record's
 * name, which is worded in the reader's language where its pack carries a label for it.
 */
export interface Words {
  key: string;
  values?: Readonly<Record<string, WordValue>>;
}
/** Items read as one: "a, b" (comma), "a; b" (semicolon) or "a and b" (and). */
export interface WordList {
  join: 'comma' | 'semicolon' | 'and';
  items: readonly WordValue[];
  /** The list begins its sentence: its first letter is a capital (in a language that writes them). */
  startsSentence?: boolean;
}
/** A record's name from a content pack: its English name and where the pack's labels keep it. */
export interface ContentName {
  kind: NamedKind;
  id: string;
  name: string;
}
export type WordValue = string | number | Words | WordList | ContentName;
/** What `describe` yields: one line of the history. */
export type Line = Words | WordList;

/** Words of the history area: `history('campaign.renamed', { from, to })`. */
export function history(key: string, values?: Record<string, WordValue>): Words {
  return values ? { key: `history.${key}`, values } : { key: `history.${key}` };
}

/** A text shown as it is in every language (a name the players typed) where a word is expected. */
export function typed(text: string): Words {
  return { key: 'history.typed', values: { text } };
}

export function wordList(items: readonly WordValue[], join: WordList['join'] = 'comma'): WordList {
  return { join, items };
}

export function contentName(kind: NamedKind, id: string, name: string): ContentName {
  return { kind, id, name };
}

/** Looks a catalog message up by its dotted key: an i18next instance's `t`, or `hostWords().t`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const englishNames: NameIn = (_kind, _id, english) => english;

/** Words a line in one language: `t` words the keys, `nameIn` the content names. */
export function wordLine(value: WordValue, t: Translate, nameIn: NameIn = englishNames): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('join' in value) {
    const items = value.items.map((item) => wordLine(item, t, nameIn));
    if (value.startsSentence && items[0] !== undefined) items[0] = items[0].charAt(0).toUpperCase() + items[0].slice(1);
    if (value.join === 'semicolon') return items.join('; ');
    // "a and b", "a, b and c".
    if (value.join === 'and' && items.length >= 2)
      return t('history.join.and', { first: items.slice(0, -1).join(', '), second: items.at(-1) });
    return items.join(', ');
  }
  if ('kind' in value) return nameIn(value.kind, value.id, value.name);
  const values: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value.values ?? {}))
    values[name] = typeof inner === 'number' ? inner : wordLine(inner, t, nameIn);
  return t(value.key, values);
}

/**
 * The same words with each content record's name put in by `nameIn` (the packs' labels in the
 * reader's language), for words worded where no names are at hand (a refusal the router words).
 */
export function withNamesIn<V extends Words | WordList>(value: V, nameIn: NameIn): V;
export function withNamesIn(value: WordValue, nameIn: NameIn): WordValue;
export function withNamesIn(value: WordValue, nameIn: NameIn): WordValue {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('join' in value) return { ...value, items: value.items.map((item) => withNamesIn(item, nameIn)) };
  if ('kind' in value) return nameIn(value.kind, value.id, value.name);
  if (value.values === undefined) return value;
  return { ...value, values: Object.fromEntries(Object.entries(value.values).map(([name, inner]) => [name, withNamesIn(inner, nameIn)])) };
}

/** Every catalog key a line uses, for the tests that check a line against the catalog. */
export function keysOf(value: WordValue): string[] {
  if (typeof value === 'string' || typeof value === 'number' || 'kind' in value) return [];
  if ('join' in value) return [...(value.join === 'and' ? ['history.join.and'] : []), ...value.items.flatMap(keysOf)];
  return [value.key, ...Object.values(value.values ?? {}).flatMap(keysOf)];
}
