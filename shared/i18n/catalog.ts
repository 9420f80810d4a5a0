/**
 * A catalog is a tree of messages in ICU message format: one JSON file per language and screen
 * area under `locales/<language>/` (i18next's JSON layout; docs/translation.md). English is the
 * source (`source.ts` types it); every other language is checked against it by the catalog check.
 */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Every message of a catalog by its dotted key ("shell.pages.campaigns" → "Campaigns"). */
export function flatten(catalog: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of flatten(value as object, path)) flat.set(k, v);
  }
  return flat;
}
