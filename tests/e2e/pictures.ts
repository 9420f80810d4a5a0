import { basename, resolve } from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';

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
  /** Only this part of the page. */
  of?: Locator;
}

export type TakePicture = (page: Page, name: string, options?: PictureOptions) => Promise<void>;

/** `picture(page, name)` names its file after the spec: `<spec>-<name>.png`. */
export function pictureTaker(testInfo: Pick<TestInfo, 'file'>): TakePicture {
  const spec = basename(testInfo.file).replace(/\.spec\.ts$/, '');
  return async (page, name, options = {}) => {
    const dir = picturesDir();
    if (!dir) return;
    const path = `${dir}/${spec}-${name}.png`;
    if (options.of) await options.of.screenshot({ path });
    else await page.screenshot({ path, fullPage: options.fullPage ?? false });
  };
}
