import { basename, resolve } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

const root = resolve(__dirname, '..', '..');

/**
 * Where pictures for a person go: HAVEN_SHOTS=1 puts them in test-results/screens, HAVEN_SHOTS=DIR
 * in DIR; without it no picture is taken (a picture that asserts nothing only costs time). The
 * few screens whose look is checked use `expect(page).toHaveScreenshot` in tests/e2e/visual.
 */
export function picturesDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.HAVEN_SHOTS;
  if (!value || value === '0') return null;
  return value === '1' ? resolve(root, 'test-results', 'screens') : resolve(value);
}

export interface PictureOptions {
  /** The whole page, scrolled from the top (default: what the window shows). */
  fullPage?: boolean;
}

/** `<name>.png` of the page (or of one part of it) under HAVEN_SHOTS, for a person to look at; nothing otherwise. */
export async function pictureOf(target: Page | Locator, name: string, options: PictureOptions = {}): Promise<void> {
  const dir = picturesDir();
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path });
}

export type TakePicture = (target: Page | Locator, name: string, options?: PictureOptions) => Promise<void>;

/** The fixture's `picture(page, name)`: `pictureOf` with the file named after the spec, `<spec>-<name>.png`. */
export function pictureTaker(testInfo: Pick<TestInfo, 'file'>): TakePicture {
  const spec = basename(testInfo.file).replace(/\.spec\.ts$/, '');
  return (target, name, options) => pictureOf(target, `${spec}-${name}`, options);
}

/** The tablet sizes, landscape and portrait, and a desktop window. */
export const SCREEN_SIZES = [
  [1024, 768],
  [768, 1024],
  [1440, 900],
] as const;

/**
 * At each size: `look(name)` (a picture under HAVEN_SHOTS, named after the size), and the page never
 * scrolls sideways; the window is left at 1024×768.
 */
export async function atEachSize(page: Page, look: (size: string) => Promise<void>, sizes = SCREEN_SIZES): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await look(`${width}x${height}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}
