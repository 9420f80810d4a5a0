import { isLanguage } from '../../../i18n/languages';
import { lineIn } from '../../../i18n/word-line';
import { actionLineWords } from '../../action-words';
import { nameKey } from '../../localized-names';
import { actionsFromGhs } from './actions';
import type { Labels } from './labels';
import { ghsItemShape } from './raw-shapes';

/**
 * The items' effect texts in `language` (German), by `nameKey('items', id)`: built from the item's
 * actions as its English text is (campaign-cards.ts `itemText`), the pack's own parts from its labels
 * in that language and the parts Haven words itself (an area, an element) in Haven's words for that
 * language, so the whole text reads in one language. Only for a language Haven speaks (other
 * languages' icons would be English words) and only for an item whose every own part the language
 * labels: an item with one English part left keeps its English text on screen.
 */
export function itemTextsIn(rawItems: readonly unknown[], labels: Labels, language: string): Record<string, string> {
  if (language === 'en' || !isLanguage(language)) return {};
  const texts: Record<string, string> = {};
  for (const raw of rawItems) {
    // An item the importer refused has told its reader already (campaign-cards.ts); it has no record.
    const parsed = ghsItemShape.safeParse(raw);
    if (!parsed.success || !parsed.data.actions || parsed.data.actions.length === 0) continue;
    const tally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
    const parts = actionsFromGhs(parsed.data.actions, { labels, tally })
      .map(actionLineWords)
      .map((part) => (typeof part === 'string' ? labels.text(part) : lineIn(part, language)))
      .filter((part) => part !== '');
    const text = labels.text(parts.join(' '));
    // A label the language lacks stays a placeholder ("%data.items.gh-7.1%"): no half-English text.
    if (text === '' || text.includes('%')) continue;
    texts[nameKey('items', `item-${parsed.data.id}`)] = text;
  }
  return texts;
}
