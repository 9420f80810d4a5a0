/**
 * The visible text of a printable page (its title and body) that did not come through the
 * catalog, rendered in the pseudo language `xx`: every catalog message is wrapped in ⟦ ⟧, so what is
 * left once the marked messages, the data the test names (names people typed, content names) and
 * the figures are taken out is a word typed into the code. Empty when every word is the catalog's.
 */
export function textOutsideCatalog(html: string, data: readonly string[]): string {
  let text = visibleText(html)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  // Innermost messages first: a message's arguments (a day, an edition) may be messages themselves.
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const value of [...data].sort((a, b) => b.length - a.length)) text = text.split(value).join(' ');
  return text.replace(/[\d\s.,:;·—–()+\-/]+/g, ' ').trim();
}

/** A printable page's visible words: its title and body without tags or style. */
export function visibleText(html: string): string {
  return html.replace(/<style>[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ');
}

/**
 * Every English message of a catalog area without arguments whose German differs: a page printed
 * in German shows none of them. Give it the English and the German area.
 */
export function englishOnlyMessages(enArea: object, deArea: object): string[] {
  return Object.entries(enArea).flatMap(([key, value]) => {
    const german = (deArea as Record<string, unknown>)[key];
    if (typeof value === 'object' && value !== null) return englishOnlyMessages(value as object, german as object);
    return typeof value === 'string' && !value.includes('{') && value !== german ? [value] : [];
  });
}

/** `text` shows `words` as a whole (not inside a longer word). */
export function showsWords(text: string, words: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text);
}
