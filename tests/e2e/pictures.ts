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

/** The tablet sizes, landscape and portrait, and a small laptop's window. */
export const TABLET_AND_LAPTOP_SIZES = [
  [1024, 768],
  [768, 1024],
  [1280, 800],
] as const;

/** Whether the page fits the window's width: nothing scrolls sideways. */
export const noSideways = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

export interface FitOptions {
  /** Scrolled into view at each size before the page is measured. */
  part?: Locator;
  /** A control a finger must hit: at least 44 px tall at each size. */
  touchTarget?: Locator;
  /** Default: the tablet sizes and a small laptop's window. */
  sizes?: ReadonlyArray<readonly [width: number, height: number]>;
}

/**
 * At each size in turn: `part` scrolled into view, the page not scrolling sideways, `touchTarget`
 * at least 44 px tall, and `shot(page, '<name>-<width>x<height>')`. The window is left at the last size.
 */
export async function fitsAtEachSize(
  page: Page,
  name: string,
  shot: (page: Page, name: string) => Promise<void>,
  { part, touchTarget, sizes = TABLET_AND_LAPTOP_SIZES }: FitOptions = {},
): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    if (part) await part.scrollIntoViewIfNeeded();
    expect(await noSideways(page)).toBe(true);
    if (touchTarget) expect((await touchTarget.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await shot(page, `${name}-${width}x${height}`);
  }
}

/**
 * At each size: `look(name)` (a picture under HAVEN_SHOTS, named after the size), and the page never
 * scrolls sideways; the window is left at 1024×768.
 */
export async function atEachSize(
  page: Page,
  look: (size: string) => Promise<void>,
  sizes: ReadonlyArray<readonly [width: number, height: number]> = SCREEN_SIZES,
): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await look(`${width}x${height}`);
    expect(await noSideways(page)).toBe(true);
  }
  await page.setViewportSize({ width: 1024, height: 768 });
}
