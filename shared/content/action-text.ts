import IntlMessageFormat from 'intl-messageformat';
import { flatten } from '../i18n/catalog';
import { cards } from '../i18n/en/cards';
import { play } from '../i18n/en/play';
import { wordLine } from '../rules/words';
import { actionWords } from './action-words';
import type { AbilityAction } from './model/ability-action';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const english = new Map([...flatten(cards, 'cards'), ...flatten(play, 'play')]);
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
  if (action.type === 'special') return action.text;
  const words = actionWords(action);
  if (words !== undefined) return wordLine(words, englishT);
  // Only a condition the engine does not know has no words: the pack's own name for it.
  return action.type === 'condition' ? capital(action.condition) : action.type;
}

/** An action and its sub-actions as one line: "Heal 3 (Self)". */
export function actionLine(action: AbilityAction): string {
  const subs = (action.subActions ?? []).map(actionLine);
  return subs.length === 0 ? actionText(action) : `${actionText(action)} (${subs.join(', ')})`;
}
