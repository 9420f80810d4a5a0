import { ALL_CONDITIONS } from '../rules/scenario/conditions';
import { typed, wordList, type WordValue, type Words } from '../rules/words';
import type { ModifierCard, ModifierStack, Perk } from './model/character-class';

/**
 * A perk as keyed words (issue 29): the data has no German for perks, so Haven words them from
 * their structured data, the cards they remove and add with their effects (1st ed. rulebook p. 44
 * "Additional Perks"), in its own catalog (`character.perks.words`). A pack's own text for a perk
 * or an effect that Haven has no words for stays as the pack wrote it.
 */
export function perkWords(perk: Perk): WordValue {
  const removed = perk.remove.map(stackWords);
  const added = perk.add.map(stackWords);
  const cards =
    removed.length > 0 && added.length > 0
      ? words('replace', { removed: wordList(removed, 'and'), added: wordList(added, 'and') })
      : removed.length > 0
        ? words('remove', { cards: wordList(removed, 'and') })
        : added.length > 0
          ? words('add', { cards: wordList(added, 'and') })
          : undefined;
  const text = perk.text === undefined ? undefined : textWords(perk.text);
  if (text === undefined) return cards ?? '';
  return cards === undefined ? text : words('textAndCards', { text, cards });
}

const words = (key: string, values?: Words['values']): Words =>
  values ? { key: `character.perks.words.${key}`, values } : { key: `character.perks.words.${key}` };

/**
 * The perk texts the importers write in Haven's own words (ghs/classes.ts `customPerkTexts`), by
 * their catalog keys; any other text is the pack's own.
 */
const HAVEN_TEXTS: Readonly<Record<string, string>> = {
  'Ignore negative item effects': 'ignoreNegativeItem',
  'Ignore negative scenario effects': 'ignoreNegativeScenario',
  'Ignore scenario effects': 'ignoreScenario',
  'Ignore item -1 effects': 'ignoreItemMinusOne',
};

function textWords(text: string): WordValue {
  const key = HAVEN_TEXTS[text];
  return key === undefined ? typed(text) : words(`texts.${key}`);
}

function stackWords(stack: ModifierStack): Words {
  return words('stack', { count: stack.count, card: cardWords(stack.card) });
}

/** "+1", "−1", "×2", "null" with its effects: "+0 rolling Poison", "+1 Infuse fire". */
function cardWords(card: ModifierCard): WordValue {
  const value =
    card.value === 'x2' ? '×2' : card.value === 'null' ? words('null') : card.value >= 0 ? `+${card.value}` : `−${Math.abs(card.value)}`;
  const effects = card.effects.map(effectWords);
  if (effects.length === 0 && !card.isRolling) return value;
  const rest = wordList(effects, 'and');
  return card.isRolling ? words('cardRolling', { value, effects: rest }) : words('cardWith', { value, effects: rest });
}

const CONDITIONS = new Set<string>(ALL_CONDITIONS);
const AMOUNTS = new Set(['push', 'pull', 'pierce', 'heal', 'shield', 'target', 'attack', 'move', 'range', 'retaliate']);
const ELEMENTS = new Set(['fire', 'ice', 'air', 'earth', 'light', 'dark', 'any']);

/** An effect as the importers write it ("poison", "element fire", "push 2", "elementHalf fire|air", "refresh item"). */
function effectWords(effect: string): WordValue {
  if (CONDITIONS.has(effect)) return { key: `play.conditions.${effect}` };
  const [type = '', value = ''] = effect.split(/\s+(.*)/);
  // "wild" is the data's word for any element.
  if (type === 'element' && (ELEMENTS.has(value) || value === 'wild'))
    return { key: 'play.actions.infuse', values: { element: element(value === 'wild' ? 'any' : value) } };
  if (type === 'elementHalf') {
    const [first = '', second = ''] = value.split('|');
    if (ELEMENTS.has(first) && ELEMENTS.has(second)) return words('infuseEither', { first: element(first), second: element(second) });
  }
  if (AMOUNTS.has(type) && /^\d+$/.test(value))
    return { key: 'play.actions.withValue', values: { word: { key: `play.actions.${type}` }, value: Number(value) } };
  if (effect === 'refresh item') return words('refreshItem');
  // A pack's own effect ("%data.custom…%" worded by its labels): as the pack wrote it.
  return typed(effect);
}

const element = (name: string): Words => ({ key: `cards.elements.${name}` });
