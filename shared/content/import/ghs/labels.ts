/**
 * Gloomhaven Secretariat keeps display text apart from records: `%data.custom.gh.hound.1%` is a
 * key into the edition's `label` (or `labelSpoiler`) tree, and `%game.action.move%` names one of
 * the app's own words. This resolves both into plain English text.
 */
export interface Labels {
  /** A placeholder-bearing text with every placeholder resolved. */
  text(raw: string): string;
  /** The label under a dotted key, or undefined when the edition has none. */
  lookup(key: string): string | undefined;
}

export function labelsOf(label: unknown, labelSpoiler: unknown): Labels {
  const trees = [english(label), english(labelSpoiler)];
  const lookup = (key: string): string | undefined => {
    for (const tree of trees) {
      let node: unknown = tree;
      for (const part of key.split('.')) node = isRecord(node) ? node[part] : undefined;
      if (typeof node === 'string') return node;
      if (isRecord(node) && typeof node[''] === 'string') return node[''];
    }
    return undefined;
  };
  const once = (raw: string): string =>
    raw.replace(/%([a-zA-Z][\w.:-]*)%/g, (whole, key: string) => {
      if (key.startsWith('data.')) return lookup(key.slice('data.'.length)) ?? whole;
      const damage = /^game\.damage:(\d+)$/.exec(key);
      if (damage) return `${damage[1]} damage`;
      return key.split('.').at(-1) ?? key;
    });
  // A label may hold placeholders itself ("%data.monster.hound%" inside a custom text).
  const text = (raw: string): string => {
    let result = raw;
    for (let pass = 0; pass < 4 && result.includes('%'); pass += 1) {
      const next = once(result);
      if (next === result) break;
      result = next;
    }
    return result
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
  };
  return { text, lookup };
}

function english(tree: unknown): unknown {
  return isRecord(tree) ? tree['en'] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
