import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { wordLine, type Translate } from '../../../rules/words';
import { englishLine } from '../../action-text';
import { itemSchema } from '../../model/campaign-cards';
import { importGhsEdition } from './import-ghs';
import { i18nIn } from '../../../i18n/catalogs.fixture';

const german: Translate = (() => {
  const i18n = i18nIn('de');
  return (key, values) => i18n.t(key as never, values as never) as unknown as string;
})();

function itemsOf(file: 'gh.json' | 'gh2e.json') {
  const outcome = importGhsEdition(readPeerJson<Record<string, unknown>>('ghs-data', file), {}, file);
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.file} ${error.path}: ${error.reason}`).join('\n'));
  return outcome.pack.items;
}

describeWithPeerData('an item text built from its actions (issue 18)', () => {
  const gh1 = itemsOf('gh.json');
  const gh2 = itemsOf('gh2e.json');
  const item = (name: string) => gh1.find((candidate) => candidate.name === name)!;

  it('carries the parts Haven words itself as words, the pack’s own text as written', () => {
    const explosives = item('Unstable Explosives');
    expect(explosives.text).toBe(
      'Turn a single target ranged attack into the following: Area: 4 hexes All allies in the attack area suffer 3 damage.',
    );
    expect(explosives.textWords).toEqual([
      'Turn a single target ranged attack into the following:',
      { key: 'cards.area', values: { count: 4 } },
      'All allies in the attack area suffer 3 damage.',
    ]);
    expect(explosives.textWords!.map((part) => wordLine(part, german)).join(' ')).toBe(
      'Turn a single target ranged attack into the following: Bereich: 4 Felder All allies in the attack area suffer 3 damage.',
    );
    // The ice drawn beside "create Ice" is said once: the item is all the pack's own words.
    expect(item('Wand of Frost').text).toBe('During your turn, create Ice.');
    expect(item('Wand of Frost').textWords).toBeUndefined();
    const lantern = gh2.find((candidate) => candidate.name === 'Frost Beetle Lantern')!;
    expect(lantern.text).toBe('During your turn, perform: Consume any element (Infuse ice)');
    expect(lantern.textWords!.map((part) => wordLine(part, german)).join(' ')).toBe(
      'During your turn, perform: ein beliebiges Element verbrauchen (Eis erzeugen)',
    );
  });

  it('makes the English text from the same words, for every item of both editions', () => {
    const worded = [...gh1, ...gh2].filter((candidate) => candidate.textWords !== undefined);
    expect(worded.length).toBe(6 + 47);
    for (const candidate of worded) expect(candidate.textWords!.map(englishLine).join(' '), candidate.name).toBe(candidate.text);
  });

  it('keeps an item whose text is all the pack’s own without words, and an item stored before loads', () => {
    expect(item('Boots of Striding').text).toBe('During your movement, add +2 move to the movement.');
    expect(item('Boots of Striding').textWords).toBeUndefined();
    const { textWords: _words, ...stored } = item('Wand of Frost');
    expect(itemSchema.parse(stored)).toEqual(stored);
  });

  it('says an element the sentence before it names once, and keeps what it does not name', () => {
    // GHS draws the element beside "create any element": "… create any element. Infuse any element" before.
    expect(item('Minor Mana Potion').text).toBe('During your turn, create any element.');
    expect(gh1.filter((candidate) => /Infuse (\w+).*\1|create (\w+)\. Infuse \2/i.test(candidate.text ?? ''))).toEqual([]);
    // A number alone is no repeat: "Move 1" after "shield 1".
    expect(gh2.find((candidate) => candidate.name === 'Light Targe')?.text).toBe(
      'When you suffer damage from an attack, gain shield 1 for the attack. After the attack but before any retaliate, perform: Move 1',
    );
    // An area after "the following:" stays.
    expect(item('Battle-Axe').text).toMatch(/the following: Area: 2 hexes$/);
  });
});
