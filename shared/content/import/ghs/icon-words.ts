import { en } from '../../../i18n/source';
import type { Words } from '../../../rules/words';
import type { SayLine } from '../import-outcome';

/**
 * Gloomhaven Secretariat's game icons (`%game.action.move%`, `%game.condition.stun%`,
 * `%game.element.consume.fire%`) in a language Haven speaks other than English, worded by Haven's
 * own catalog in that language (`say`: the words its cards and play screen use), so a German label
 * reads all German. Undefined for an icon Haven has no word for; '' for an icon the pack's sentence
 * words already itself.
 */
export type IconWord = (key: string, before: string) => string | undefined;

/** The word before an icon as a message selects by it: lower case, letters only ("verbrauchten"). */
const wordBefore = (before: string) => before.toLowerCase().replace(/[^\p{L}]/gu, '');

const words = (key: string, values?: Words['values']): Words => (values ? { key, values } : { key });
// The actions the catalog has a word for (not its patterns: "{word} {value}", "Infuse {element}").
const ACTIONS = new Set(Object.entries(en.play.actions).flatMap(([action, word]) => (word.includes('{') ? [] : [action])));
// Bless and curse too: the catalog words them beside the conditions (they are cards, not states).
const CONDITIONS = new Set(Object.keys(en.play.conditions));
const ELEMENTS = new Set(Object.keys(en.play.elements));

export function iconWordsIn(say: SayLine): IconWord {
  return (key, before) => {
    const [path = key, amount] = key.split(':');
    const parts = path.split('.');
    if (parts[0] !== 'game') return undefined;
    const word = parts.at(-1) ?? '';
    const withAmount = (said: string) => (amount === undefined ? said : `${said} ${amount}`);
    if (parts[1] === 'action') {
      // GHS's "fly" is the flying the monster cards print (1st ed. rulebook p. 26).
      const action = word === 'fly' ? 'flying' : word;
      return ACTIONS.has(action) ? withAmount(say(words(`play.actions.${action}`))) : undefined;
    }
    if (parts[1] === 'condition') return CONDITIONS.has(word) ? say(words(`play.conditions.${word}`)) : undefined;
    if (parts[1] === 'element') {
      const element = word === 'wild' ? 'any' : word;
      if (element !== 'any' && !ELEMENTS.has(element)) return undefined;
      const said = words(`cards.elements.${element}`);
      return say(parts[2] === 'consume' ? words('cards.consume', { element: said }) : said);
    }
    if (path === 'game.damage' && amount !== undefined) return say(words('history.visit.damage', { count: Number(amount) }));
    if (path === 'game.card.experience' && amount !== undefined) return `${amount} ${say(words('play.party.xp'))}`;
    // "2 zusätzliche <icon> Gegenstände", "deiner verbrauchten <icon> Gegenstände" (gh.json's three German
    // small-item texts): an adjective, declined by the word before it. The catalog's message chooses the
    // ending by that word (an ICU select), so the grammar is the translation's, not guessed here.
    if (path === 'game.items.slots.small') return say(words('cards.smallItems', { after: wordBefore(before) }));
    // The pack's own sentence says "refresh" and "recover" in its words ("Erneuere %game.card.refresh%",
    // "zurückbekommen %game.card.recover%" in every German item of gh.json): the icon adds nothing.
    if (path === 'game.card.refresh' || path === 'game.card.recover') return '';
    return undefined;
  };
}
