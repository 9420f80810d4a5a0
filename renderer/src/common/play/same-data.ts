/**
 * Plain JSON data (what the host sends) compared by value, and a new answer that keeps the parts of
 * the previous one that did not change. A panel whose part of the session is the same object as
 * before renders nothing again: damaging one standee re-renders that standee, not the whole table.
 */

type Data = unknown;

const isRecord = (value: Data): value is Record<string, Data> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two JSON values are equal, looking inside arrays and objects. */
export function isSameData(a: Data, b: Data): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => isSameData(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && isSameData(a[key], b[key]));
}

/**
 * `next`, except that every array or object equal to the one at the same place in `previous` is
 * `previous`'s: unchanged parts keep their identity, so `React.memo` and selectors see them as the
 * same. Returns `previous` itself when nothing changed.
 */
export function keepUnchanged<T>(previous: Data, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    const items = next.map((item, i) => keepUnchanged(previous[i], item));
    const isSame = items.length === previous.length && items.every((item, i) => Object.is(item, previous[i]));
    return (isSame ? previous : items) as T;
  }
  if (!isRecord(next) || !isRecord(previous)) return next;
  const entries = Object.entries(next).map(([key, value]) => [key, keepUnchanged(previous[key], value)] as const);
  const isSame =
    entries.length === Object.keys(previous).length &&
    entries.every(([key, value]) => Object.hasOwn(previous, key) && Object.is(value, previous[key]));
  return (isSame ? previous : Object.fromEntries(entries)) as T;
}
