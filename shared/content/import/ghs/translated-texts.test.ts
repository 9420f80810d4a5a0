import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { en } from '../../../i18n/source';
import { flatten } from '../../../i18n/catalog';
import { sayIn } from '../../../i18n/catalogs.fixture';
import { textsIn } from '../../localized-texts';
import { importGhsEdition } from './import-ghs';

function imported(file: string) {
  const outcome = importGhsEdition(readPeerJson('ghs-data', file), { wordsIn: sayIn }, file);
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.path}: ${error.reason}`).join('\n'));
  return outcome.pack;
}

// Haven's English words for the icons a German text must not show ("move", "curse", "Infuse").
const englishIconWords = [
  ...[...flatten(en.play.conditions).values()],
  ...[...flatten(en.play.actions).values()].filter((word) => !word.includes('{')),
  ...[...flatten(en.cards.elements).values()],
  'infuse',
  'consume',
];

describeWithPeerData("a Gloomhaven Secretariat pack's item texts in German (gh.json)", () => {
  const pack = imported('gh.json');
  const german = textsIn('de', pack.translations);

  it('words an item as the German labels do, the icons in Haven’s German words, each said once', () => {
    // "+2 Bewegung %game.action.move%": the icon after its own word is dropped, as in English.
    expect(german('items', 'item-1')).toBe('Füge einer deiner Einzelbewegungen +2 Bewegung hinzu.');
    // The pack's label stops at "in Folgendes:"; the area is drawn, and Haven words it.
    expect(german('items', 'item-18')).toBe('Verwandle deine nächste Einzelziel-Nahkampfangriffsaktion in Folgendes: Bereich: 2 Felder');
    // The element drawn beside the sentence that names it is said once (item-parts.ts).
    expect(german('items', 'item-20')).toBe('Erzeuge während deines Zugs ein beliebiges Element.');
    // The small-item icon is an adjective, declined like the one before it.
    expect(german('items', 'item-45')).toBe('Erneuere während deines Zugs 2 deiner verbrauchten kleinen Gegenstände. Erhalte Fluch.');
    expect(german('items', 'item-16')).toBe('Du kannst 2 zusätzliche kleine Gegenstände tragen.');
    expect(german('items', 'item-72')).toBe('Wenn du dich in deinem Zug 6 oder mehr Felder weit bewegst, erhalte 1 EP.');
  });

  it('leaves no placeholder and no English icon word in any German item text', () => {
    const texts = pack.items.flatMap((item) => german('items', item.id) ?? []);
    // 4 of the 133 items have no German text in the data (a name only) and keep their English one.
    expect(texts.length).toBe(129);
    for (const text of texts) {
      expect(text).not.toContain('%');
      for (const word of englishIconWords) expect(text, word).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
    }
  });

  it('keeps the English texts the records carry, and asks nothing in English', () => {
    expect(pack.items.find((item) => item.number === 1)!.text).toBe('During your movement, add +2 move to the movement.');
    expect(textsIn('en', pack.translations)('items', 'item-1')).toBeUndefined();
    // French labels exist, but Haven does not speak French: its icons would be English words.
    expect(textsIn('fr', pack.translations)('items', 'item-1')).toBeUndefined();
  });
});

describeWithPeerData('gh2e.json', () => {
  it('has no German item texts, so its items keep their English ones', () => {
    const pack = imported('gh2e.json');
    expect(pack.items.filter((item) => textsIn('de', pack.translations)('items', item.id) !== undefined)).toEqual([]);
  });
});
