import { expect, test } from './fixture';
import { hasPeerData, PEER_DATA_MISSING, peerPath } from './peer-path';
import { atEachSize } from './pictures';

// A PNG's first bytes: a picture someone picked by mistake.
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2,
]);
const picture = { name: 'party.png', mimeType: 'image/png', buffer: PNG };

/**
 * Words, not jargon, for a wrong file (issue 29): a picture is called a picture (not a JSON
 * parser's "Unexpected token"), Gloomhaven Secretariat's edition data dropped on Campaigns is sent
 * to Content, and "Nothing was changed" is said once.
 */
for (const language of ['en', 'de'] as const) {
  test(`a wrong file says what it is, in words (${language})`, async ({ page, host, picture: look }) => {
    test.skip(!hasPeerData(), PEER_DATA_MISSING);
    const words =
      language === 'en'
        ? {
            picture: 'This is a picture, not game data. Nothing was changed.',
            ghsData:
              "This is Gloomhaven Secretariat's game data (monsters, scenarios, classes), not a campaign: import it under Content. Nothing was changed.",
            content: 'party.png: is a picture, not game data. Nothing was changed.',
            nothing: /Nothing was changed/g,
          }
        : {
            picture: 'Das ist ein Bild, keine Spieldaten. Es wurde nichts geändert.',
            ghsData:
              'Das sind die Spieldaten von Gloomhaven Secretariat (Monster, Szenarien, Klassen), keine Kampagne: Importiere sie unter Inhalte. Es wurde nichts geändert.',
            content: 'party.png: ist ein Bild, keine Spieldaten. Es wurde nichts geändert.',
            nothing: /Es wurde nichts geändert/g,
          };
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('haven-language', 'de'));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${host.url}/#/`);
    const error = page.getByTestId('import-error');
    await page.locator('input[type=file]').setInputFiles(picture);
    await expect(error).toContainText(words.picture);
    await page.locator('input[type=file]').setInputFiles(peerPath('ghs-data', 'gh.json'));
    await expect(error).toContainText(words.ghsData);
    expect((await error.textContent())?.match(words.nothing)).toHaveLength(1);
    await atEachSize(page, async (size) => look(page, `campaigns-${language}-${size}`));

    await page.goto(`${host.url}/#/content`);
    await page.locator('input[type=file]:not([data-testid])').setInputFiles(picture);
    await expect(error).toContainText(words.content);
    expect((await error.textContent())?.match(words.nothing)).toHaveLength(1);
    await atEachSize(page, async (size) => look(page, `content-${language}-${size}`));
  });
}
