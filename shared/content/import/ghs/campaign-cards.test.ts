import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { createI18n } from '../../../i18n/instance';
import { wordLine, type Translate } from '../../../rules/words';
import { englishLine } from '../../action-text';
import { itemSchema } from '../../model/campaign-cards';
import { importGhsEdition } from './import-ghs';

const german: Translate = (() => {
  const i18n = createI18n('de');
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
    expect(
      item('Wand of Frost')
        .textWords!.map((part) => wordLine(part, german))
        .join(' '),
    ).toBe('During your turn, create Ice. Eis erzeugen');
    const lantern = gh2.find((candidate) => candidate.name === 'Frost Beetle Lantern')!;
    expect(lantern.text).toBe('During your turn, perform: Consume any element (Infuse ice)');
    expect(lantern.textWords!.map((part) => wordLine(part, german)).join(' ')).toBe(
      'During your turn, perform: ein beliebiges Element verbrauchen (Eis erzeugen)',
    );
  });

  it('makes the English text from the same words, for every item of both editions', () => {
    const worded = [...gh1, ...gh2].filter((candidate) => candidate.textWords !== undefined);
    expect(worded.length).toBe(18 + 47);
    for (const candidate of worded) expect(candidate.textWords!.map(englishLine).join(' '), candidate.name).toBe(candidate.text);
  });

  it('keeps an item whose text is all the pack’s own without words, and an item stored before loads', () => {
    expect(item('Boots of Striding').text).toBe('During your movement, add +2 move to the movement.');
    expect(item('Boots of Striding').textWords).toBeUndefined();
    const { textWords: _words, ...stored } = item('Wand of Frost');
    expect(itemSchema.parse(stored)).toEqual(stored);
  });
});
