import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const root = resolve(__dirname, '..', '..');

/** The house rules' messages for `code`, linted as if it were the file at `path`. */
async function lint(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: resolve(root, 'tests/lint/eslint.config.mjs') });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).map((message) => message.message);
}

const SPEC = `import { test } from '@playwright/test';

test('x', async ({ page }) => {
  await page.goto('/');
  WAIT;
});
`;

it('refuses a sleep, networkidle and a picture that asserts nothing in a test, and says what to do instead', async () => {
  const sleep = await lint('tests/e2e/some.spec.ts', SPEC.replace('WAIT', 'await page.waitForTimeout(300)'));
  expect(sleep).toEqual([expect.stringMatching(/^Wait for a condition, never for time/)]);
  const idle = await lint('tests/e2e/some.spec.ts', SPEC.replace('WAIT', "await page.waitForLoadState('networkidle')"));
  expect(idle).toEqual([expect.stringMatching(/'networkidle' is not "the data arrived"/)]);
  const component = await lint('renderer/src/x.test.tsx', SPEC.replace('WAIT', 'await page.waitForTimeout(300)'));
  expect(component).toEqual([expect.stringMatching(/^Wait for a condition/)]);
  const picture = await lint('tests/e2e/some.spec.ts', SPEC.replace('WAIT', "await page.screenshot({ path: 'x.png' })"));
  expect(picture).toEqual([expect.stringMatching(/^A picture either asserts or is off/)]);
  // Waiting for a condition passes.
  expect(await lint('tests/e2e/some.spec.ts', SPEC.replace('WAIT', "await page.getByText('x').waitFor()"))).toEqual([]);
}, 60_000);
