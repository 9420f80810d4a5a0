import { describe, expect, it } from 'vitest';
import { de as german } from '@shared/i18n/catalogs.fixture';
import { en as english } from '@shared/i18n/source';

const { summary: de } = german;
const { summary: en } = english;
import { englishOnlyMessages, showsWords, textOutsideCatalog, visibleText } from '../../tests/support/outside-catalog';
import { hostWords } from '../host-i18n';
import { scenarioSummaryHtml } from './scenario-html';
import type { ScenarioSummaryData } from './summary-types';

/** A scenario played at the table and not yet settled: every section of the page has something. */
const played: ScenarioSummaryData = {
  scenarioId: '1',
  scenarioName: 'Black Barrow',
  date: '2026-11-29T12:00:00Z',
  edition: 'gh2',
  scenarioLevel: 2,
  campaignName: 'Frost',
  campaignId: 'c',
  partyName: 'The Lantern Bearers',
  outcome: 'success',
  rounds: 7,
  characters: [
    {
      name: 'Ada Quill',
      classId: 'brute',
      className: 'Brute',
      level: 3,
      xpGained: 1200,
      goldLooted: 12,
      checkmarks: null,
      itemsGained: ['Leather Armor'],
    },
  ],
  monstersDefeated: [
    { typeId: 'bandit-guard', name: 'Bandit Guard', normal: 2, elite: 1, boss: 0 },
    { typeId: 'bandit-archer', name: 'Bandit Archer', normal: 1, elite: 0, boss: 0 },
  ],
  rewards: [],
  notes: ['notSettled'],
  contentPackIds: ['gh'],
  setup: null,
};
/** Recorded by hand: nothing known of the table. */
const byHand: ScenarioSummaryData = {
  ...played,
  partyName: null,
  outcome: null,
  rounds: null,
  scenarioLevel: null,
  characters: [],
  monstersDefeated: null,
  notes: ['byHand'],
};
const DATA = ['Black Barrow', 'Frost', 'The Lantern Bearers', 'Ada Quill', 'Brute', 'Leather Armor', 'Bandit Guard', 'Bandit Archer'];
const headings = (html: string) => [...html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);

describe('the scenario summary in the request language', () => {
  it('prints German headings, notes and numbers for a German request, and no English catalog text', () => {
    for (const data of [played, byHand]) {
      const html = scenarioSummaryHtml(data, 'a4', hostWords('de'));
      expect(headings(html)).toEqual([
        'Ergebnis',
        'Charaktere',
        'Besiegte Monster',
        'Festgehaltene Belohnungen und Freischaltungen',
        'Notizen',
      ]);
      const body = visibleText(html);
      for (const english of [...englishOnlyMessages(en.scenario, de.scenario), ...englishOnlyMessages(en.editions, de.editions)])
        expect(showsWords(body, english), english).toBe(false);
    }
    const html = scenarioSummaryHtml(played, 'a4', hostWords('de'));
    expect(html).toContain('29. Nov. 2026 · Gloomhaven (2. Edition) · Kampagne Frost');
    expect(html).toContain('<td class="num">1.200</td>');
    expect(html).toContain('Noch nicht in die Kampagne übernommen');
    expect(scenarioSummaryHtml(byHand, 'a4', hostWords('de'))).toContain('Von Hand in der Kampagne festgehalten');
  });

  it('words every part of the page through the catalog (pseudo language)', () => {
    for (const data of [played, byHand, { ...played, monstersDefeated: [], notes: [] }])
      expect(textOutsideCatalog(scenarioSummaryHtml(data, 'letter', hostWords('xx')), DATA)).toBe('');
  });

  it('keeps the English notes word for word', () => {
    expect(scenarioSummaryHtml(played, 'a4', hostWords('en'))).toContain(
      '<li>Not settled in the campaign yet: the experience and gold shown are those at the table.</li>',
    );
    expect(scenarioSummaryHtml(byHand, 'a4', hostWords('en'))).toContain(
      'Recorded by hand in the campaign (not played with Haven&#39;s scenario screen): rounds, scenario level and monsters are not known.',
    );
  });
});
