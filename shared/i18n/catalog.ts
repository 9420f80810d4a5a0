/**
 * A catalog is a tree of messages in ICU message format, one file per screen area under `en/`
 * (the source) and the same file under each other language. `Messages<typeof area>` makes a
 * translation name every key of the English area and no other, so the type check finds a missing
 * or stray German message.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

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
