/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { Page } from '@playwright/test';

/**
 * The labels broken inside a word (issue 29: "NORMA L", "Kee p", "Und o", "Delet e"),
 * or cut off at a button's or a badge's edge, as sentences: each word of a button's, a tab's or a
 * badge's label, of a table's heading or cell, of a heading, and of a one-word label anywhere (a
 * stat card's or an ability card's "NORMAL") is measured letter by letter
 * (a range's boxes, one per line it lies on); a word on two lines is a fault. A label may wrap
 * between its words, never inside one. Words hidden from view (a closed menu, a clipped label) are
 * not read.
 */
export async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = 'button, [role="button"], [role="tab"], [role="radio"] + label, .mantine-Badge-root, .mantine-SegmentedControl-label';
    // Labels that are no control: a table's headings and cells (the monster stat card's "NORMAL",
    // "ELITE", "HP", issue 29: "NORMA L" at 768×1024), a heading, a field's label.
    const LABELS = 'th, td, h1, h2, h3, h4, h5, h6, label, legend';
    // And any other one-word label standing alone (an ability card's rank, "NORMA L" at 768×1024).
    const oneWord = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.childElementCount === 0 && /^[\p{L}\p{N}]{2,24}$/u.test((element.textContent ?? '').trim()),
    );
    const faults = new Set<string>();
    for (const control of new Set([...document.querySelectorAll<HTMLElement>(`${CONTROLS}, ${LABELS}`), ...oneWord])) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A button or a badge squeezed narrower than its label hides the word's end instead ("Und" for
      // "Undo", "REQUIREMENT…" for "requirements met").
      if (control.tagName === 'BUTTON' || control.classList.contains('mantine-Badge-root'))
        for (const part of [control, ...control.querySelectorAll('*')])
          if (getComputedStyle(part).overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1) {
            faults.add(
              `"${(control.textContent ?? '').trim().slice(0, 40)}" is cut off (${control.getAttribute('data-testid') ?? (control.tagName === 'BUTTON' ? 'button' : 'badge')})`,
            );
            break;
          }
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word: letters and digits together (a hyphen or a space may end a line).
        for (const word of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.bottom)));
          if (lines.size > 1) {
            const label = (control.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
            faults.add(
              `"${word[0]}" is broken across ${lines.size} lines in "${label}" (${control.getAttribute('data-testid') ?? control.tagName.toLowerCase()})`,
            );
          }
        }
      }
    }
    return [...faults];
  });
}
