import { describe, expect, it } from 'vitest';
import { namesIn } from '@shared/content/localized-names';
import { summaryNames, type SummaryContent } from './content-names';

/** Two packs' worth of records and a German label file, as an imported Gloomhaven Secretariat pack holds them. */
function content(): SummaryContent & { asked: string[] } {
  const asked: string[] = [];
  const translations = [
    {
      language: 'de',
      names: { 'scenarios/gh-1': 'Schwarzes Hügelgrab', 'items/gh-item-1': 'Lederrüstung', 'monsterTypes/bandit-guard': 'Banditenwache' },
    },
  ];
  const records = { scenarios: [{ id: 'gh-1', index: '1', name: 'Black Barrow' }], items: [{ id: 'gh-item-1', name: 'Leather Armor' }] };
  return {
    asked,
    names: async () => namesIn('de', translations),
    records: (async (kind: 'scenarios' | 'items') => {
      asked.push(kind);
      return records[kind];
    }) as unknown as SummaryContent['records'],
  };
}

describe('content names on a summary', () => {
  it("answers scenarios by number, items by the booked English name and monsters by type, in the pack's German", async () => {
    const names = await summaryNames(content(), ['gh'], 'de');
    expect(names.scenario('1', 'Black Barrow')).toBe('Schwarzes Hügelgrab');
    expect(names.item('Leather Armor')).toBe('Lederrüstung');
    expect(names.monster('bandit-guard', 'Bandit Guard')).toBe('Banditenwache');
  });

  it('keeps the booked name where the pack has no label or no record', async () => {
    const names = await summaryNames(content(), ['gh'], 'de');
    expect(names.scenario('2', 'Barrow Lair')).toBe('Barrow Lair');
    expect(names.item('Eagle-Eye Goggles')).toBe('Eagle-Eye Goggles');
    expect(names.monster('inox-guard', 'Inox Guard')).toBe('Inox Guard');
  });

  it('asks the packs nothing for English or a campaign without packs', async () => {
    const packs = content();
    expect((await summaryNames(packs, ['gh'], 'en')).item('Leather Armor')).toBe('Leather Armor');
    expect((await summaryNames(packs, [], 'de')).scenario('1', 'Black Barrow')).toBe('Black Barrow');
    expect(packs.asked).toEqual([]);
  });

  it('prints the booked names when a pack cannot be read', async () => {
    const broken = { ...content(), names: () => Promise.reject(new Error('disk')) };
    expect((await summaryNames(broken, ['gh'], 'de')).item('Leather Armor')).toBe('Leather Armor');
  });
});
