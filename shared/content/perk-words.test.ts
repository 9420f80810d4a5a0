import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { i18nIn } from '../i18n/catalogs.fixture';
import { wordLine, type Translate } from '../rules/words';
import { importGhsEdition } from './import/ghs/import-ghs';
import type { CharacterClass } from './model/character-class';
import { perkLabel } from './to-scenario';
import { perkWords } from './perk-words';

const tOf = (language: 'en' | 'de', ownTexts = true): Translate => {
  const i18n = i18nIn(language);
  // Without the pack's own texts: what Haven words itself is all that is left to check.
  return (key, values) => (!ownTexts && key === 'history.typed' ? '' : (i18n.t(key as never, values as never) as unknown as string));
};

/** Words that are English only, and what a line must never show: a placeholder, a key, an id, "null"/"undefined". */
const ENGLISH =
  /\b(Add|Remove|Replace|with|cards?|rolling|Ignore|effects?|item|Infuse|Poison|Wound|Immobilize|Muddle|Stun|Disarm|Invisible|Strengthen|Curse|Bless|Push|Pull|Pierce|Heal|Shield|Target|refresh|spent|one|or|and)\b/;
const PLACEHOLDER = /%|\{|\}|\bnull\b|\bundefined\b|\b[a-z]+[A-Z]\w*\b|\bx2\b|\bplus\d|\bminus\d|character\.perks/;

function classesOf(file: string, isStarting: (raw: { name: string; spoiler?: boolean }) => boolean): CharacterClass[] {
  const raw = readPeerJson('ghs-data', file) as { characters: { name: string; spoiler?: boolean }[] };
  const outcome = importGhsEdition(raw, {}, file);
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => error.reason).join('\n'));
  const wanted = new Set(raw.characters.filter(isStarting).map((c) => c.name));
  return outcome.pack.characterClasses.filter((c) => wanted.has(c.id));
}

describeWithPeerData('every perk in German, worded from its cards (issue 29)', () => {
  const german = tOf('de');
  const english = tOf('en');

  it("words every perk of gh.json's six starting classes in German, no English word or placeholder left", () => {
    const classes = classesOf('gh.json', (c) => c.spoiler !== true);
    expect(classes.map((c) => c.id).sort()).toEqual(['brute', 'cragheart', 'mindthief', 'scoundrel', 'spellweaver', 'tinkerer']);
    const lines = classes.flatMap((c) => c.perks.map((perk) => wordLine(perkWords(perk), german)));
    expect(lines).toHaveLength(66);
    for (const line of lines) {
      expect(line, line).not.toMatch(ENGLISH);
      expect(line, line).not.toMatch(PLACEHOLDER);
      expect(line.trim(), line).not.toBe('');
    }
    const brute = classes.find((c) => c.id === 'brute')!;
    expect(wordLine(perkWords(brute.perks[0]!), german)).toBe('Entferne 2 −1-Karten');
    expect(wordLine(perkWords(brute.perks.at(-1)!), german)).toBe('Ignoriere negative Gegenstandseffekte; Füge eine +1-Karte hinzu');
  });

  it("words every perk of gh2e.json's classes in German; only the data's own texts (it has no German for them) stay as written", () => {
    const classes = classesOf('gh2e.json', () => true);
    expect(classes).toHaveLength(18);
    let ownTexts = 0;
    for (const perk of classes.flatMap((c) => c.perks)) {
      const whole = wordLine(perkWords(perk), german);
      const haven = wordLine(perkWords(perk), tOf('de', false));
      if (whole !== haven) ownTexts += 1;
      expect(haven, whole).not.toMatch(ENGLISH);
      expect(whole, whole).not.toMatch(PLACEHOLDER);
      expect(whole.trim(), perkLabel(perk)).not.toBe('');
    }
    // gh2e.json's labels carry the classes' own perk texts and card effects in English only.
    expect(ownTexts).toBe(86);
  });

  it('words the same perks in English as the sheet has always labelled them, in its own catalog', () => {
    const brute = classesOf('gh.json', (c) => c.name === 'brute')[0]!;
    expect(brute.perks.map((perk) => wordLine(perkWords(perk), english))).toEqual([
      'Remove 2 −1 cards',
      'Replace one −1 card with one +1 card',
      'Add 2 +1 cards',
      'Add one +3 card',
      'Add 3 rolling +0 Push 1 cards',
      'Add 2 rolling +0 Pierce 3 cards',
      'Add one rolling +0 Stun card',
      'Add one rolling +0 Disarm card and one rolling +0 Muddle card',
      'Add one rolling +0 Target 1 card',
      'Add one +1 Shield 1 card',
      'Ignore negative item effects; Add one +1 card',
    ]);
  });
});
