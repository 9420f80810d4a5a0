import type { Page } from '@playwright/test';

/**
 * Resolves once the page has rendered two more frames: what a resize or an answer set off (a
 * media query's re-render, a query a screen sends for what arrived) has run. A condition, not a
 * time: on a loaded machine the frames simply come later.
 */
export function afterTwoFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
