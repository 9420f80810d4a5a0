import type { SayLine } from '../import-outcome';
import { iconWordsIn } from './icon-words';

/**
 * Gloomhaven Secretariat keeps display text apart from records: `%data.custom.gh.hound.1%` is a
 * key into the edition's `label` (or `labelSpoiler`) tree, and `%game.action.move%` names one of
 * the app's own words. This resolves both into plain text: English, or for a language Haven speaks
 * (German; `say` words Haven's catalog in it) the icons in Haven's own words for them (icon-words.ts),
 * with the labels of that language.
 */
export interface Labels {
  /** A placeholder-bearing text with every placeholder resolved. */
  text(raw: string): string;
  /** The label under a dotted key, or undefined when the edition has none. */
  lookup(key: string): string | undefined;
}

export function labelsOf(label: unknown, labelSpoiler: unknown, language = 'en', say?: SayLine): Labels {
  const trees = [languageTree(label, language), languageTree(labelSpoiler, language)];
  const iconWord = say ? iconWordsIn(say) : undefined;
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
    raw.replace(/(\s*)%([a-zA-Z][\w.:|-]*)%/g, (whole, space: string, key: string, offset: number) => {
      if (key.startsWith('data.')) {
        const found = lookup(key.slice('data.'.length));
        if (found !== undefined) return `${space}${found}`;
        // A class's own action the data names but has no label for ("%data.action.custom.gh2e-doom%",
        // "%data.customAction:gh2e-song%"): its name, without the edition ("doom", "song").
        // A faction by its edition ("%data.gh2eFaction:military%": the label factions.gh2e.military).
        const faction = /^data\.(\w+)Faction:([\w-]+)$/.exec(key);
        const named = faction ? lookup(`factions.${faction[1]}.${faction[2]}`) : undefined;
        if (named !== undefined) return `${space}${named}`;
        const own = /^data\.(?:action\.custom\.|customAction:)(?:[a-z0-9]+-)?([\w-]+)$/.exec(key);
        return own ? `${space}${own[1]!.replace(/-/g, ' ')}` : whole;
      }
      const before = raw.slice(0, offset).split(/\s+/).at(-1) ?? '';
      const said = iconWord?.(key, before);
      if (said !== undefined) {
        // As in English below: an icon after the word it pictures ("+2 Bewegung <icon>") is said once.
        return said === '' || before.toLowerCase() === said.toLowerCase() ? '' : `${space}${said}`;
      }
      // Two elements on one icon, either of them ("%game.elementHalf.consume:ice|dark%": consume ice or dark).
      const half = /^game\.elementHalf(\.consume)?:(\w+)\|(\w+)$/.exec(key);
      if (half) return `${space}${half[1] ? 'consume ' : ''}${half[2]} or ${half[3]}`;
      const damage = /^game\.damage:(\d+)$/.exec(key);
      if (damage) return `${space}${damage[1]} damage`;
      const element = /^game\.element\.(consume\.)?(\w+)$/.exec(key);
      if (element) return `${space}${element[1] ? 'consume ' : ''}${element[2] === 'wild' ? 'any element' : element[2]}`;
      const modifier = /^game\.attackmodifier\.(plus|minus|double)(\d*)$/.exec(key);
      if (modifier) return `${space}${modifier[1] === 'double' ? '×2' : `${modifier[1] === 'plus' ? '+' : '-'}${modifier[2]}`}`;
      // An item slot's icon is the slot's name ("%game.itemSlot:body%" item: "body item").
      const slot = /^game\.itemSlot:(\w+)$/.exec(key);
      if (slot) return `${space}${slot[1]}`;
      // An icon's last key part is its word; "range:3" is the word and its number.
      const [word = key, amount] = (key.split('.').at(-1) ?? key).split(':');
      // Cards print the icon after the word it pictures ("Recover <icon>"): the word is said once.
      if (amount === undefined && before.toLowerCase() === word.toLowerCase()) return '';
      return `${space}${amount === undefined ? word : `${word} ${amount}`}`;
    });
  // A label may hold placeholders itself ("%data.monster.hound%" inside a custom text).
  const text = (raw: string): string => {
    let result = raw;
    for (let pass = 0; pass < 4 && result.includes('%'); pass += 1) {
      const next = once(result);
      if (next === result) break;
      result = next;
    }
    return (
      result
        .replace(/<br\s*\/?>/g, '\n')
        // Emphasis marks are the data's typography, not words ("<i>Song</i>").
        .replace(/<\/?(?:i|b|em|strong)>/gi, '')
        // An icon written against its number ("%game.action.loot%1") reads "loot 1".
        .replace(/\b(loot|move|attack|heal|shield|retaliate|range)(\d)/gi, '$1 $2')
        .replace(/[ \t]+/g, ' ')
        .trim()
    );
  };
  return { text, lookup };
}

function languageTree(tree: unknown, language: string): unknown {
  return isRecord(tree) ? tree[language] : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
