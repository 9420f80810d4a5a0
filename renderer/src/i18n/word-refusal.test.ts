import { describe, expect, it } from 'vitest';
import { createI18n } from '@shared/i18n';
import { refusal } from '@shared/rules/refusal';
import type { Wording } from '@shared/table/words';
import { wordRefusal } from './word-refusal';

const wording = (language: 'en' | 'de'): Wording => {
  const { t } = createI18n(language);
  return (key, params) => t(key as never, params as never) as unknown as string;
};

describe('a refusal in the screen’s language', () => {
  const refused = {
    violation: 'The resource tree lists Wood twice; keep one entry for it.',
    refusal: refusal('founders.treeTwice', { resource: 'Wood' }),
  };

  it('words its key with its values through the catalog', () => {
    expect(wordRefusal(refused, wording('en'))).toBe(refused.violation);
    const german = wordRefusal(refused, wording('de'));
    expect(german).toContain('Wood');
    expect(german).not.toBe(refused.violation);
  });

  it('keeps the engine’s sentence where the answer has no key', () => {
    expect(wordRefusal({ violation: 'Not keyed yet.' }, wording('de'))).toBe('Not keyed yet.');
  });
});
