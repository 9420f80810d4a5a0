import { describe, expect, it } from 'vitest';
import { emptyCampaign, type CampaignState } from '@shared/rules/campaign';
import { de as german } from '@shared/i18n/catalogs.fixture';
import { en as english } from '@shared/i18n/source';

const { summary: de } = german;
const { summary: en } = english;
import { englishOnlyMessages, showsWords, textOutsideCatalog, visibleText } from '../../tests/support/outside-catalog';
import { hostWords } from '../host-i18n';
import { campaignSummaryHtml } from './campaign-html';

const character = (over: Partial<CampaignState['characters'][number]>): CampaignState['characters'][number] => ({
  id: 'ada',
  classId: 'brute',
  name: 'Ada Quill',
  xp: 0,
  gold: 0,
  items: [],
  perks: [],
  checkmarks: 0,
  personalQuest: '',
  questProgress: [],
  notes: '',
  bonusPerks: 0,
  player: '',
  masteries: 0,
  isRetired: false,
  hasDonatedThisVisit: false,
  ...over,
});

/** A campaign with something in every part of the page: both kinds of character, scenarios done and open, notes. */
function campaign(): CampaignState {
  const state = emptyCampaign('c', 'Frost', 'gh1', 'casual');
  return {
    ...state,
    party: {
      ...state.party,
      name: 'The Lantern Bearers',
      reputation: 3,
      prosperityCheckmarks: 5,
      donations: 1250,
      achievements: ['First Steps'],
      notes: 'Meet at dawn',
    },
    globalAchievements: ['City Rule'],
    characters: [
      character({ xp: 1500, gold: 1234, checkmarks: 7, items: ['Leather Armor'], perks: ['Remove two cards'] }),
      character({ id: 'bo', classId: 'tinkerer', name: 'Bo Marsh', isRetired: true }),
    ],
    scenarios: [
      { id: '1', name: 'Black Barrow', isUnlocked: true, isCompleted: true, attempts: 2 },
      { id: '2', name: 'Barrow Lair', isUnlocked: true, isCompleted: false, attempts: 1 },
      { id: '3', name: '', isUnlocked: true, isCompleted: false, attempts: 0 },
    ],
  };
}
const DATA = ['Frost', 'The Lantern Bearers', 'First Steps', 'City Rule', 'Meet at dawn', 'Ada Quill', 'Bo Marsh', 'brute', 'tinkerer'];
const CONTENT = ['Leather Armor', 'Remove two cards', 'Black Barrow', 'Barrow Lair'];
const AT = '2026-11-29T12:00:00Z';

const headings = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('the campaign summary in the request language', () => {
  it('prints German headings, words, numbers and day for a German request, and no English catalog text', () => {
    const html = campaignSummaryHtml(campaign(), AT, 'a4', hostWords('de'));
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Frost — Kampagnenzusammenfassung</title>');
    expect(headings(html)).toEqual([
      'Gruppenbogen',
      'Charaktere',
      'Geschaffte Szenarien (1)',
      'Freigeschaltet, noch nicht geschafft (2)',
      'Gruppennotizen',
    ]);
    expect(html).toContain('Gloomhaven (1. Edition) · Gelegenheitsspiel · gedruckt am 29. Nov. 2026');
    expect(html).toContain('<dt>Wohlstand</dt><dd>Stufe 2 (5 Häkchen)</dd>');
    expect(html).toContain('1.250 Gold an das Heiligtum der Großen Eiche');
    expect(html).toContain('<td class="num">1.234</td>');
    expect(html).toContain('2 Barrow Lair (1 Versuch)');
    expect(html).toContain('im Ruhestand');
    expect(html).toContain('Haven-Kampagnenzusammenfassung · Frost · 29. Nov. 2026');
    const body = visibleText(html);
    for (const english of [...englishOnlyMessages(en.campaign, de.campaign), ...englishOnlyMessages(en.editions, de.editions)])
      expect(showsWords(body, english), english).toBe(false);
    expect(body).not.toMatch(/printed|gold to the Great Oak|checkmarks|attempt/);
  });

  it('words every part of the page through the catalog (pseudo language)', () => {
    const html = campaignSummaryHtml(campaign(), AT, 'a4', hostWords('xx'));
    expect(textOutsideCatalog(html, [...DATA, ...CONTENT])).toBe('');
    // The empty page's sentences too.
    expect(
      textOutsideCatalog(campaignSummaryHtml(emptyCampaign('c', 'Frost', 'gh2', 'campaign'), AT, 'letter', hostWords('xx')), DATA),
    ).toBe('');
  });

  it('keeps the English page as it was printed', () => {
    const html = campaignSummaryHtml(campaign(), AT, 'a4', hostWords('en'));
    expect(headings(html)).toEqual([
      'Party sheet',
      'Characters',
      'Completed scenarios (1)',
      'Unlocked, not yet completed (2)',
      'Party notes',
    ]);
    expect(html).toContain('Gloomhaven (1st edition) · casual mode · printed 29 Nov 2026');
    expect(html).toContain('<dt>Prosperity</dt><dd>level 2 (5 checkmarks)</dd>');
    expect(html).toContain('1,250 gold to the Great Oak');
    expect(html).toContain('<dt>Reputation</dt><dd>+3</dd>');
    expect(html).toContain('2 Barrow Lair (1 attempt)');
  });

  it('prints classes, scenarios and items by the names the content gives in the language', () => {
    const german: Record<string, string> = {
      'Leather Armor': 'Lederrüstung',
      'Black Barrow': 'Schwarzes Hügelgrab',
      'City Rule': 'Stadtherrschaft',
      'First Steps': 'Erste Schritte',
    };
    const html = campaignSummaryHtml(campaign(), AT, 'a4', hostWords('de'), {
      classNameOf: (id) => (id === 'brute' ? 'Rohling' : id),
      content: {
        scenario: (_id, name) => german[name] ?? name,
        monster: (_id, name) => name,
        item: (name) => german[name] ?? name,
        achievement: (_scope, name) => german[name] ?? name,
      },
    });
    for (const name of ['Rohling', 'Lederrüstung', 'Schwarzes Hügelgrab', 'Barrow Lair', 'Stadtherrschaft', 'Erste Schritte'])
      expect(html).toContain(name);
    for (const name of ['Leather Armor', 'Black Barrow', '>brute<', 'City Rule', 'First Steps']) expect(html).not.toContain(name);
  });
});
