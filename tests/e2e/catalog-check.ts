/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';
import { demoPack } from '@shared/content/demo/demo-pack';

/**
 * The catalog check (issue 18): a page opened in the pseudo language shows every word of Haven's
 * wrapped in ⟦ ⟧ (shared/i18n/pseudo.ts). Any visible text without the markers was written into a
 * component instead of the catalog — unless it is data: names from content packs, names a player
 * typed (the test lists them), text without letters (numbers, signs), or marked translate="no".
 */

/** Opens every page of this browser context in the pseudo language (before the app's code runs). */
export async function usePseudoLanguage(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('haven-language', 'xx'));
}

/**
 * Every name in the demo pack Haven installs on its first run, and its scenario's special rules (the
 * pack's own words, shown as they are on the play screen): shown as data, never translated.
 */
export function demoPackNames(): string[] {
  const names = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /^(name|id|version|title|specialRules)$/i.test(key)) names.add(value);
    else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  for (const edition of ['gh1', 'gh2'] as const) walk(demoPack(edition), '');
  return [...names];
}

export interface UntranslatedText {
  text: string;
  /** Where it is: the nearest test id or the element's tag and classes, for the failure message. */
  where: string;
}

/** The visible texts (and placeholders) of the page that did not come from the catalog. */
export async function untranslatedTexts(page: Page, allowed: readonly string[] = []): Promise<UntranslatedText[]> {
  const found = await page.evaluate(() => {
    const hits: { text: string; where: string }[] = [];
    const describe = (element: Element) => {
      const withId = element.closest('[data-testid]');
      const tag = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.split(' ')[0] : ''}`;
      return withId ? `${tag} in [data-testid=${withId.getAttribute('data-testid')}]` : tag;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !element.closest('[translate="no"], script, style, noscript, template') &&
      element.getClientRects().length > 0;
    // Inside a marked message: a date or a name a message puts in bold (<b>{at}</b>) is its own text
    // node, between the message's ⟦ and ⟧ in the paragraph around it.
    const insideMessage = (node: Node) => {
      let ancestor = node.parentElement;
      for (let level = 0; ancestor && level < 4; level++, ancestor = ancestor.parentElement) {
        const range = document.createRange();
        range.setStart(ancestor, 0);
        range.setEndBefore(node);
        const before = range.toString();
        // Messages nest (a translated word inside a translated sentence): count the open ones.
        let depth = 0;
        for (const ch of before) depth = ch === '⟦' ? depth + 1 : ch === '⟧' ? Math.max(0, depth - 1) : depth;
        if (depth > 0) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (text && parent && shown(parent) && !insideMessage(node)) hits.push({ text, where: describe(parent) });
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      const text = (input.getAttribute('placeholder') ?? '').trim();
      if (text && shown(input)) hits.push({ text: text, where: `placeholder of ${describe(input)}` });
    }
    return hits;
  });
  // Data may stand with numbers and signs ("crops 1, knowledge 1", "White 3"): a text is data when
  // nothing with letters is left after taking out the allowed names (longest first, whole words).
  const names = [...new Set(allowed)].filter((name) => /\p{L}/u.test(name)).sort((a, b) => b.length - a.length);
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = names.length > 0 ? new RegExp(`(?<![\\p{L}])(?:${names.map(escape).join('|')})(?![\\p{L}])`, 'gu') : null;
  const rest = (text: string) => (pattern ? text.replace(pattern, ' ') : text);
  return found.filter(({ text }) => !text.includes('⟦') && !text.includes('⟧') && /\p{L}/u.test(rest(text)));
}

/**
 * Fails, naming each one, if the page shows text that did not go through the catalog. `requests`
 * watches the page's requests (attached before it opened): the check runs once every answer is in.
 */
export async function expectAllFromCatalog(
  page: Page,
  requests: { settled(): Promise<void> },
  screen: string,
  allowed: readonly string[] = [],
): Promise<void> {
  // The page's data arrives after the first paint: every request answered, none following.
  await requests.settled();
  const untranslated = await untranslatedTexts(page, [...demoPackNames(), ...allowed]);
  expect(untranslated, `${screen}: text shown without the catalog`).toEqual([]);
}
