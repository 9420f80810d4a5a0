import { nameKey } from '../../localized-names';
import type { SayLine } from '../import-outcome';
import { itemParts, saidOnce } from './item-parts';
import type { Labels } from './labels';
import { ghsItemShape } from './raw-shapes';

/**
 * The items' effect texts in the language of `labels` (German), by `nameKey('items', id)`: built from
 * the item's actions as its English text is (campaign-cards.ts `itemText`), the pack's own parts from
 * its labels in that language and the parts Haven words itself (an area, an element) in Haven's words
 * for that language (`say`), so the whole text reads in one language. Only for a language Haven speaks
 * (`say` undefined otherwise: other languages' icons would be English words) and only for an item whose
 * every own part the language labels: an item with one English part left keeps its English text on screen.
 */
export function itemTextsIn(
  rawItems: readonly unknown[],
  labels: Labels,
  say: SayLine | undefined,
  english: Labels,
): Record<string, string> {
  if (!say) return {};
  const texts: Record<string, string> = {};
  for (const raw of rawItems) {
    // An item the importer refused has told its reader already (campaign-cards.ts); it has no record.
    const parsed = ghsItemShape.safeParse(raw);
    if (!parsed.success || !parsed.data.actions || parsed.data.actions.length === 0) continue;
    // The parts the English says once (item-parts.ts), in this language.
    const keep = saidOnce(itemParts(parsed.data.actions, english));
    const parts = itemParts(parsed.data.actions, labels)
      .filter((_, index) => keep[index])
      .map((part) => (typeof part === 'string' ? part : say(part)))
      .filter((part) => part !== '');
    const text = labels.text(parts.join(' '));
    // A label the language lacks stays a placeholder ("%data.items.gh-7.1%"): no half-English text.
    if (text === '' || text.includes('%')) continue;
    texts[nameKey('items', `item-${parsed.data.id}`)] = text;
  }
  return texts;
}
