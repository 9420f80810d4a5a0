import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixture';

// gh.json is installed; a 41-byte file of the same edition would replace it (issue 26).
test.use({ data: 'gh1' });

test('an import that would replace an installed pack shows what changes and asks, in English and German', async ({
  page,
  host,
  call,
  picture,
}) => {
  const tiny = join(host.dataDir, 'gh.json');
  writeFileSync(tiny, '{"edition":"gh","monsters":[],"decks":[]}');
  const fileInput = page.locator('input[type=file]:not([data-testid])');

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${host.url}/#/content`);
  await fileInput.setInputFiles(tiny);
  const question = page.getByTestId('replace-question');
  await expect(question).toContainText('Replace the installed Gloomhaven (Gloomhaven Secretariat data)?');
  await expect(question.getByRole('row', { name: /Monster types/ })).toHaveText(/Monster types\s*60\s*0/);
  await expect(question.getByRole('row', { name: /Classes/ })).toHaveText(/Classes\s*17\s*0/);
  await picture(page, 'question-1024x768', { fullPage: true });
  await question.getByRole('button', { name: 'Keep the installed pack' }).click();
  await expect(page.getByTestId('import-kept')).toHaveText(
    'Nothing was imported: the installed Gloomhaven (Gloomhaven Secretariat data) stays as it was.',
  );
  expect((await call('content.list', {})).find((pack: { id: string }) => pack.id === 'ghs-gh1').counts.monsterTypes).toBe(60);

  await page.evaluate(() => localStorage.setItem('haven-language', 'de'));
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.reload();
  await fileInput.setInputFiles(tiny);
  await expect(question).toContainText('Das installierte Gloomhaven (Gloomhaven Secretariat data) ersetzen?');
  await expect(question.getByRole('row', { name: /Monstertypen/ })).toHaveText(/Monstertypen\s*60\s*0/);
  expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
  await picture(page, 'question-de-768x1024', { fullPage: true });
  await question.getByRole('button', { name: 'Ersetzen' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('Gloomhaven (Gloomhaven Secretariat data) importiert');
  expect((await call('content.list', {})).find((pack: { id: string }) => pack.id === 'ghs-gh1').counts.monsterTypes).toBe(0);
});
