import type { TFunction } from 'i18next';
import { ALL_CONDITIONS, ELEMENTS, type Condition, type Element } from '@shared/rules/scenario';

/**
 * The game's own words on the play screen in the screen's language: the engine names conditions
 * and elements by id ("poison", "fire"), the catalog words them as the German edition prints them.
 */
export const conditionWord = (t: TFunction, condition: Condition | 'bless' | 'curse'): string => t(`play.conditions.${condition}`);
export const elementWord = (t: TFunction, element: Element): string => t(`play.elements.${element}`);

const isCondition = (word: string): word is Condition => (ALL_CONDITIONS as readonly string[]).includes(word);
const isElement = (word: string): word is Element => (ELEMENTS as readonly string[]).includes(word);
const EFFECT_ACTIONS = ['pierce', 'heal', 'shield', 'retaliate', 'target', 'push', 'pull'] as const;
const isEffectAction = (word: string): word is (typeof EFFECT_ACTIONS)[number] => (EFFECT_ACTIONS as readonly string[]).includes(word);

/**
 * A modifier card's effect as a perk adds it ("poison", "pierce 3", "fire"; see
 * shared/rules/scenario/modifier-cards.ts) in the screen's language; a wording Haven does not
 * know (an imported card's own text) is shown as it came.
 */
export function effectWord(t: TFunction, effect: string): string {
  const match = /^([a-z]+)(?: (\d+))?$/i.exec(effect.trim());
  if (!match) return effect;
  const word = match[1]!.toLowerCase();
  const named = isCondition(word)
    ? conditionWord(t, word)
    : isElement(word)
      ? elementWord(t, word)
      : isEffectAction(word)
        ? t(`play.actions.${word}`)
        : null;
  if (named === null) return effect;
  return match[2] === undefined ? named : t('play.actions.withValue', { word: named, value: match[2] });
}

/** A modifier deck's name: the monsters' and the allies' are Haven's words, a character's is its name. */
export function deckWord(t: TFunction, key: string, name: string): string {
  if (key === 'monsters') return t('play.decks.monsters');
  if (key === 'allies') return t('play.decks.allies');
  return name;
}
