import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { flatten } from '../../i18n/catalog';
import { de } from '../../i18n/catalogs.fixture';
import { englishRefusal, wordRefusal } from '../../rules/refusal';
import { contentErrorRefusal, formatContentError, jsonPath, keyedContentError } from './content-error';

const german = flatten(de.refusals);
const inGerman = (error: Parameters<typeof contentErrorRefusal>[0]) =>
  wordRefusal(contentErrorRefusal(error), (key, values) =>
    String(new IntlMessageFormat(german.get(key.replace(/^refusals\./, ''))!, 'de').format(values)),
  );

// Issue 29: a refusal is a sentence; the JSON path's root marker ("$") is ours, never a word on screen.
describe('a content problem in words', () => {
  const whole = keyedContentError('party.png', jsonPath([]), 'files.read.noJsonFiles');
  const inside = keyedContentError('gh.json', jsonPath(['monsterTypes', 3, 'deck']), 'files.validate.unknownDeck', { id: 'x' });

  it('names the file alone for a problem with the whole file, in English and German', () => {
    expect(formatContentError(whole)).toBe('party.png: no JSON files found here');
    expect(englishRefusal(contentErrorRefusal(whole))).toBe('party.png: no JSON files found here');
    expect(inGerman(whole)).toBe('party.png: hier wurden keine JSON-Dateien gefunden');
  });

  it('names a place inside the file without the root marker', () => {
    expect(formatContentError(inside)).toMatch(/^gh\.json monsterTypes\[3\]\.deck: /);
    expect(englishRefusal(contentErrorRefusal(inside))).not.toContain('$');
    expect(inGerman(inside)).toMatch(/^gh\.json monsterTypes\[3\]\.deck: /);
  });
});
