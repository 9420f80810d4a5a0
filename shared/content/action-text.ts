import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/source';
import { wordLine, type WordValue } from '../rules/words';
import { actionLineWords, actionWords, packText } from './action-words';
import type { AbilityAction } from './model/ability-action';

// (From the history area only "a and b", the words a list joins with.)
const english = new Map([...flatten(en.cards, 'cards'), ...flatten(en.play, 'play'), ...flatten(en.history.join, 'history.join')]);
const englishT = (key: string, values?: Record<string, unknown>): string => {
  const message = english.get(key);
  if (message === undefined) throw new Error(`No card words "${key}" in the catalog.`);
  return String(new IntlMessageFormat(message, 'en').format(values as Record<string, string | number>));
};

/**
 * A short line for an ability action the scenario engine keeps as text (push, pull, areas, who is
 * affected, boss specials...), in English: the words `actionWords` keys, worded from the English
 * catalog, so the stored text and the screen's English never differ.
 */
export function actionText(action: AbilityAction): string {
  // Only a pack's own text and a condition the engine does not know have no words: the pack's.
  return englishLine(actionWords(action) ?? packText(action));
}

/** An action and its sub-actions as one line: "Heal 3 (Self)". */
export function actionLine(action: AbilityAction): string {
  return englishLine(actionLineWords(action));
}

/** Card words (`actionWords`, `actionLineWords`...) in English, as Haven stores them beside the words. */
export function englishLine(value: WordValue): string {
  return wordLine(value, englishT);
}
