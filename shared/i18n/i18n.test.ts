import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flatten } from './catalog';
import { catalogProblems } from './catalog-check';
import { i18nIn, testCatalogs } from './catalogs.fixture';
import { formatDate, formatNumber } from './format';
import { createI18n } from './instance';
import { pickLanguage } from './languages';
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoMessage } from './pseudo';
import { en } from './source';

describe('catalogs', () => {
  it('every language folder holds exactly the English keys, as valid ICU with the same arguments, none empty', () => {
    expect(testCatalogs.languages).toContain('de');
    expect(catalogProblems(testCatalogs)).toEqual([]);
  });
});

describe('an instance', () => {
  it('formats ICU plurals in each language', () => {
    const i18n = createI18n(testCatalogs, 'en');
    i18n.addResource('en', 'translation', 'test.types', '{count, plural, one {# monster type} other {# monster types}}');
    i18n.addResource('de', 'translation', 'test.types', '{count, plural, one {# Monstertyp} other {# Monstertypen}}');
    expect(i18n.t('test.types' as never, { count: 1 })).toBe('1 monster type');
    expect(i18n.t('test.types' as never, { count: 60 })).toBe('60 monster types');
    expect(i18n.t('test.types' as never, { count: 1234 })).toBe('1,234 monster types');
    void i18n.changeLanguage('de');
    expect(i18n.t('test.types' as never, { count: 1 })).toBe('1 Monstertyp');
    expect(i18n.t('test.types' as never, { count: 1234 })).toBe('1.234 Monstertypen');
  });

  it('switches language without being made again, and falls back to English for an unknown one', () => {
    const i18n = createI18n(testCatalogs, 'en');
    expect(i18n.t('shell.pages.campaigns')).toBe('Campaigns');
    void i18n.changeLanguage('de');
    expect(i18n.t('shell.pages.campaigns')).toBe('Kampagnen');
    void i18n.changeLanguage('fr');
    expect(i18n.t('shell.pages.campaigns')).toBe('Campaigns');
  });

  it('keeps an apostrophe before a letter as it is (ICU quotes only before braces and #)', () => {
    expect(i18nIn('en').t('campaign.party.factions.merchants')).toBe("Merchant's Guild");
  });

  it('interpolates arguments without HTML escaping (React escapes)', () => {
    const i18n = i18nIn('en');
    expect(i18n.t('shell.language.system', { language: 'A & <B>' })).toBe('As the system (A & <B>)');
  });

  it('speaks the pseudo language: every message marked and formatted', () => {
    const i18n = i18nIn('xx');
    const text = i18n.t('shell.language.system', { language: 'English' });
    expect(text.startsWith(PSEUDO_OPEN) && text.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(text).toContain('English');
    expect(flatten(testCatalogs.messages('xx')).size).toBe(flatten(en).size);
  });
});

describe('the pseudo language', () => {
  it('accents and lengthens the text by about 35 %', () => {
    const text = pseudoMessage('Remove content pack');
    expect(text).toMatch(/^⟦Rémóvé çóñtéñt páçk·{6}⟧$/);
  });

  it('keeps arguments, plural keys, # and tags working', () => {
    const message = pseudoMessage('Remove <b>{name}</b>? {count, plural, one {# monster type} other {# monster types}}');
    expect(message).toContain('{name}');
    expect(message).toContain('<b>');
    const formatted = new IntlMessageFormat(message.replace(/<\/?b>/g, ''), 'en').format({ name: 'Ooze', count: 2 });
    expect(formatted).toBe('⟦Rémóvé Ooze? 2 móñštér týpéš·······⟧');
  });

  it("copies ICU quoting ('' and '{') untouched", () => {
    expect(new IntlMessageFormat(pseudoMessage("it''s '{literal}'"), 'en').format()).toBe("⟦ít'š {literal}··⟧");
  });
});

describe('formats', () => {
  it('numbers and dates by language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    const at = Date.UTC(2026, 11, 1, 20, 47);
    const options = { dateStyle: 'short', timeZone: 'UTC' } as const;
    expect(formatDate(at, 'en', options)).toBe('12/1/26');
    expect(formatDate(at, 'de', options)).toBe('01.12.26');
    expect(formatDate(at, 'xx', options)).toBe('⟦12/1/26⟧');
  });
});

describe('pickLanguage', () => {
  it("takes the first of the system's languages Haven speaks, else English", () => {
    const spoken = ['en', 'de'];
    expect(pickLanguage(['de-AT', 'en-US'], spoken)).toBe('de');
    expect(pickLanguage(['fr-FR', 'de'], spoken)).toBe('de');
    expect(pickLanguage(['fr-FR'], spoken)).toBe('en');
    expect(pickLanguage([], spoken)).toBe('en');
    expect(pickLanguage(['DE_de'], spoken)).toBe('de');
  });
});
