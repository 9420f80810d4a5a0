import { lineIn } from '../../../i18n/word-line';
import { isLanguage } from '../../../i18n/languages';
import { play } from '../../../i18n/en/play';
import type { Words } from '../../../rules/words';

/**
 * Gloomhaven Secretariat's game icons (`%game.action.move%`, `%game.condition.stun%`,
 * `%game.element.consume.fire%`) in a language Haven speaks other than English, worded by Haven's
 * own catalog (the words its cards and play screen use), so a German label reads all German.
 * Undefined for English (labels.ts words English as it always has) and for an icon Haven has no word
 * for; '' for an icon the pack's sentence words already itself.
 */
export type IconWord = (key: string, before: string) => string | undefined;

const words = (key: string, values?: Words['values']): Words => (values ? { key, values } : { key });
// The actions the catalog has a word for (not its patterns: "{word} {value}", "Infuse {element}").
const ACTIONS = new Set(Object.entries(play.actions).flatMap(([action, word]) => (word.includes('{') ? [] : [action])));
// Bless and curse too: the catalog words them beside the conditions (they are cards, not states).
const CONDITIONS = new Set(Object.keys(play.conditions));
const ELEMENTS = new Set(Object.keys(play.elements));

export function iconWordsIn(language: string): IconWord | undefined {
  if (language === 'en' || !isLanguage(language)) return undefined;
  const say = (value: Words) => lineIn(value, language);
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
    // small-item texts): an adjective, declined like the adjective before it ("kleine", "kleinen").
    if (path === 'game.items.slots.small') return say(words('cards.smallItems', { weak: /en$/.test(before) ? 'yes' : 'no' }));
    // The pack's own sentence says "refresh" and "recover" in its words ("Erneuere %game.card.refresh%",
    // "zurückbekommen %game.card.recover%" in every German item of gh.json): the icon adds nothing.
    if (path === 'game.card.refresh' || path === 'game.card.recover') return '';
    return undefined;
  };
}
