import { describe, expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { lineIn } from '../i18n/catalogs.fixture';
import { importGhsEdition } from './import/ghs/import-ghs';
import type { Perk } from './model/character-class';
import { perkSheet } from './perk-sheet';

const minus = (count: number) => ({ card: { value: -1, effects: [], isRolling: false }, count });
const plus = (value: number, count: number, effects: string[] = []) => ({ card: { value, effects, isRolling: false }, count });
const PERKS: Perk[] = [
  { checkboxes: 1, remove: [minus(2)], add: [] },
  { checkboxes: 2, remove: [minus(1)], add: [plus(1, 1)] },
  { checkboxes: 1, remove: [], add: [plus(0, 1, ['poison'])] },
  { checkboxes: 1, remove: [], add: [], text: 'Ignore negative scenario effects' },
];
const total = (deck: { count: number }[]) => deck.reduce((sum, d) => sum + d.count, 0);

describe('the perk list as on the character sheet (1st ed. rulebook pp. 37, 44)', () => {
  it('a new character has every box empty and the standard 20-card deck', () => {
    const sheet = perkSheet({ perks: PERKS }, []);
    expect(sheet.perks.map((p) => [p.label, p.checkboxes, p.ticked])).toEqual([
      ['Remove 2 -1', 1, 0],
      ['Remove 1 -1, add 1 +1', 2, 0],
      ['Add 1 +0 poison', 1, 0],
      ['Ignore negative scenario effects', 1, 0],
    ]);
    expect(sheet.deck.map((d) => [lineIn(d.card), d.count])).toEqual([
      ['+0', 6],
      ['+1', 5],
      ['−1', 5],
      ['+2', 1],
      ['−2', 1],
      ['Null card', 1],
      ['×2', 1],
    ]);
  });

  it('names the null card in the reader\'s words, never the bare id "null" nor a bare "∅" (issue 29: "null ×1")', () => {
    const theNull = perkSheet({ perks: PERKS }, []).deck.filter((d) => typeof d.card !== 'string');
    expect(theNull.map((d) => [lineIn(d.card, 'en'), lineIn(d.card, 'de')])).toEqual([['Null card', 'Null-Karte']]);
  });

  it('ticked perks are counted per line and change the deck', () => {
    const sheet = perkSheet({ perks: PERKS }, ['Remove 2 -1', '#2', 'remove 1 -1, add 1 +1', 'Add 1 +0 poison', 'Lucky charm']);
    expect(sheet.perks.map((p) => p.ticked)).toEqual([1, 2, 1, 0]);
    expect(sheet.perks[1]?.takenAs).toEqual(['#2', 'remove 1 -1, add 1 +1']);
    expect(sheet.unmatched).toEqual(['Lucky charm']);
    expect(sheet.deck.find((d) => d.card === '−1')?.count).toBe(1);
    expect(sheet.deck.find((d) => d.card === '+1')?.count).toBe(7);
    expect(sheet.deck.find((d) => d.card === '+0 poison')?.count).toBe(1);
    expect(total(sheet.deck)).toBe(20 - 2 - 2 + 2 + 1);
  });
});

describeWithPeerData("with Gloomhaven Secretariat's gh.json", () => {
  it("the Brute's sheet lists its perks with their boxes, and its first perk removes two -1 cards", () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    const brute = outcome.pack.characterClasses.find((c) => c.name === 'Brute');
    expect(brute).toBeDefined();
    const empty = perkSheet(brute!, []);
    expect(empty.perks.length).toBeGreaterThan(5);
    expect(total(empty.deck)).toBe(20);
    const first = empty.perks[0]!;
    const sheet = perkSheet(brute!, [first.label]);
    expect(sheet.perks[0]?.ticked).toBe(1);
    expect(total(sheet.deck)).toBe(18);
  });
});
