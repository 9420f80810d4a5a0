/**
 * A record's own entry for a key, never one it inherits (issue 26: "__proto__", "constructor" and
 * "toString" were taken as character ids, and the history said "Object: +3 XP"). Every lookup of
 * scenario state by an id a command or a query names goes through this.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
