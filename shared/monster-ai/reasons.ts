import IntlMessageFormat from 'intl-messageformat';
import type { Hex } from '../hex/types';
import { flatten } from '../i18n/catalog';
// Only the areas the solver and the automaton word in English (not the whole catalog).
import board from '../i18n/locales/en/board.json';
import monsterAi from '../i18n/locales/en/monsterAi.json';

/**
 * The automaton's explanation as data (issue 18): each reason is a message of the catalog's
 * `monsterAi.explain` area and its values, so every screen words it in its own language. The
 * answer's `explanation` is the same reasons in English (the monster-turn answer format).
 */
export type ReasonKey = Exclude<keyof typeof monsterAi.explain, 'list' | 'or'>;

export type ReasonValue =
  | string
  | number
  /** Figures by id, sorted (a hex in brackets where no figure stands); said as "a, b and c". */
  | { figures: readonly string[] }
  /** Hexes, said one after the other, or as "a or b". */
  | { hexes: readonly Hex[]; joined: 'space' | 'or' }
  /** A part of the sentence that is a message of its own. */
  | Reason;

export interface Reason {
  key: ReasonKey;
  values?: Readonly<Record<string, ReasonValue>>;
}

/** Words a catalog message by its dotted key ("monsterAi.explain.focus"): i18next's `t`, or English. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

/** How a figure and a hex appear in a sentence: by default its id and "[q,r]", as the answer format writes them. */
export interface ReasonNames {
  figure(id: string): string;
  hex(hex: Hex): string;
}

export const hexText = (hex: Hex): string => `[${hex[0]},${hex[1]}]`;
const ANSWER_NAMES: ReasonNames = { figure: (id) => id, hex: hexText };

const english = flatten({ monsterAi, board });
const formats = new Map<string, IntlMessageFormat>();

/** The catalog's English, as the answer's `explanation` has always said it. */
export const sayEnglish: Say = (key, values) => {
  let format = formats.get(key);
  if (!format) {
    const message = english.get(key);
    if (message === undefined) throw new Error(`No message "${key}" in the catalog.`);
    formats.set(key, (format = new IntlMessageFormat(message, 'en')));
  }
  return String(format.format(values));
};

/** One reason in words: its values worded first (lists, hexes, parts), then its message. */
export function wordReason(reason: Reason, say: Say = sayEnglish, names: ReasonNames = ANSWER_NAMES): string {
  const list = (items: readonly string[]) =>
    items.length <= 1
      ? items.join('')
      : say('monsterAi.explain.list', { rest: items.slice(0, -1).join(', '), last: items[items.length - 1] ?? '' });
  const word = (value: ReasonValue): string | number => {
    if (typeof value === 'string' || typeof value === 'number') return value;
    if ('figures' in value) return list(value.figures.map(names.figure));
    if ('hexes' in value) {
      // Two hexes worded alike ("the hex beside Shiv") are said once.
      const hexes = [...new Set(value.hexes.map(names.hex))];
      if (value.joined === 'space') return hexes.join(' ');
      return hexes.length === 0 ? '' : hexes.reduce((first, second) => say('monsterAi.explain.or', { first, second }));
    }
    return wordReason(value, say, names);
  };
  const values = Object.fromEntries(Object.entries(reason.values ?? {}).map(([name, value]) => [name, word(value)]));
  return say(`monsterAi.explain.${reason.key}`, values);
}
