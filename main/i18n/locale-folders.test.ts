import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '@shared/i18n';
import { catalogProblems } from '@shared/i18n/catalog-check';
import { testCatalogs } from '@shared/i18n/catalogs.fixture';
import { localesDir, readLocaleFolders } from './locale-folders';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of shared/i18n/locales/ to add a throwaway language to. */
function copyOfLocales(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'haven-locales-')), 'locales');
  scratch.push(dir);
  cpSync(localesDir(), dir, { recursive: true });
  return dir;
}

describe('the language folders', () => {
  it('the host reads the same languages the screens bundle, and they pass the catalog check', () => {
    const host = readLocaleFolders();
    expect(host.languages).toEqual(testCatalogs.languages);
    expect(catalogProblems(host)).toEqual([]);
  });

  it('a language is a folder: a throwaway one is spoken and checked with no code changed', () => {
    const dir = copyOfLocales();
    cpSync(join(dir, 'de'), join(dir, 'zz'), { recursive: true });
    const shell = join(dir, 'zz', 'shell.json');
    const messages = JSON.parse(readFileSync(shell, 'utf8'));
    messages.language.name = 'Throwaway';
    messages.pages.campaigns = 'Zz campaigns';
    writeFileSync(shell, JSON.stringify(messages));

    const catalogs = readLocaleFolders(dir);
    expect(catalogs.languages).toEqual([...testCatalogs.languages, 'zz']);
    expect(catalogProblems(catalogs)).toEqual([]);
    const i18n = createI18n(catalogs, 'zz');
    expect(i18n.t('shell.pages.campaigns')).toBe('Zz campaigns');
    expect(i18n.t('shell.language.name')).toBe('Throwaway');

    // The same check holds the new folder to the English keys and arguments.
    delete messages.menu;
    messages.language.system = 'Wie das System';
    writeFileSync(shell, JSON.stringify(messages));
    expect(catalogProblems(readLocaleFolders(dir))).toEqual([
      'zz: shell.menu is missing',
      'zz: shell.language.system uses {} where English uses {language}',
    ]);
  });

  it('a broken file or a folder that is no language tag is left out and named, never thrown', () => {
    const dir = copyOfLocales();
    cpSync(join(dir, 'de'), join(dir, 'Not A Language'), { recursive: true });
    writeFileSync(join(dir, 'de', 'shell.json'), '{ "appName": ');
    const catalogs = readLocaleFolders(dir);
    expect(catalogs.languages).toEqual(testCatalogs.languages);
    expect(catalogs.problems).toContainEqual(expect.stringMatching(/^locales\/de\/shell\.json: not JSON/));
    expect(catalogs.problems.filter((problem) => problem.includes('"Not A Language" is not a language tag'))).not.toEqual([]);
    // What the broken file held falls back to English.
    expect(createI18n(catalogs, 'de').t('shell.pages.campaigns')).toBe('Campaigns');
  });
});
