import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The browser globals the page functions use: the specs compile without the DOM library. */
export interface PageGlobals {
  document: {
    querySelector(selector: string): {
      getScreenCTM(): object | null;
      getAttribute(name: string): string | null;
      closest(selector: string): { scrollIntoView(options: object): void } | null;
    } | null;
  };
  DOMPoint: new (x: number, y: number) => { matrixTransform(matrix: object): { x: number; y: number } };
  localStorage: { getItem(key: string): string | null; removeItem(key: string): void };
  scrollTo(x: number, y: number): void;
}

/**
 * Where hex [q, r] is on screen now, whatever the pan and zoom (the board's own transform). The
 * board is scrolled into view first, as a player scrolls back to it: a tap in a side column (the
 * figure palette below the tool palette) may have scrolled the page, and a mouse at a point off the
 * screen taps nothing.
 */
export async function hexPoint(page: Page, q: number, r: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([hq, hr]) => {
      const browser = globalThis as unknown as PageGlobals;
      const content = browser.document.querySelector('[data-testid="board-content"]');
      if (!content) throw new Error('no board on screen');
      // The surface, not the map inside it: the map may be bigger than the surface that clips it, and
      // scrolling the map into view would scroll the surface itself under the board's own pan.
      content.closest('[data-testid="hex-board"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const matrix = content.getScreenCTM();
      if (!matrix) throw new Error('no board on screen');
      const size = 30;
      // A board in rows (a scenario's map) has its hexes point up; one drawn by hand, flat side up.
      const [x, y] =
        content.getAttribute('data-orientation') === 'pointy'
          ? [size * Math.sqrt(3) * (hq + hr / 2), size * 1.5 * hr]
          : [size * 1.5 * hq, size * Math.sqrt(3) * (hr + hq / 2)];
      const point = new browser.DOMPoint(x, y).matrixTransform(matrix);
      return { x: point.x, y: point.y };
    },
    [q, r] as const,
  );
}

export async function tapHex(page: Page, q: number, r: number): Promise<void> {
  const p = await hexPoint(page, q, r);
  await page.mouse.click(p.x, p.y);
}

export async function dragHexes(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await hexPoint(page, ...from);
  const b = await hexPoint(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

export interface CliOption {
  moveTo: [number, number];
  attacks: string[];
  focus: string[];
}

/**
 * Downloads the position as a query and asks the command line, as a person filing a bug would.
 * `checkQuery` looks at the downloaded query first.
 */
export async function cliAnswer(
  page: Page,
  checkQuery: (query: { format: string; active: string }) => void,
): Promise<{ options: CliOption[]; explanation: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download query' }).click()]);
  const file = join(test.info().outputDir, `query-${Date.now()}.json`);
  await download.saveAs(file);
  checkQuery(JSON.parse(readFileSync(file, 'utf8')));
  const cli = spawnSync('npm', ['run', '-s', 'haven', '--', 'monster-turn', file], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  expect(cli.stderr, `the command line refused ${file}`).toBe('');
  return JSON.parse(cli.stdout) as { options: CliOption[]; explanation: string[] };
}

export async function expectScreenShows(page: Page, option: CliOption): Promise<void> {
  const result = page.getByTestId('automaton-result');
  await expect(result).toHaveAttribute('data-focus', option.focus.join(','));
  await expect(result).toHaveAttribute('data-move-to', option.moveTo.join(','));
  await expect(result).toHaveAttribute('data-attacks', option.attacks.join(','));
}
