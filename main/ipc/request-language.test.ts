import { describe, expect, it } from 'vitest';
import { forgetRequestReads, inRequestLanguage, oncePerRequest, requestLanguage } from './request-language';

/** A read that counts how often it ran; `fail` makes the next one fail. */
function counted() {
  let runs = 0;
  let fail = false;
  return {
    read: async () => {
      runs++;
      if (fail) {
        fail = false;
        throw new Error('locked');
      }
      return runs;
    },
    failNext: () => (fail = true),
    runs: () => runs,
  };
}

describe('the request scope', () => {
  it('answers in the language the request names, English for anything else and outside a request', async () => {
    expect(await inRequestLanguage('de', async () => requestLanguage())).toBe('de');
    expect(await inRequestLanguage('<script>', async () => requestLanguage())).toBe('en');
    expect(requestLanguage()).toBe('en');
  });

  it('reads a key once per request, anew in the next request, after a forget, and after a failed read', async () => {
    const names = counted();
    await inRequestLanguage('en', async () => {
      expect([await oncePerRequest('k', names.read), await oncePerRequest('k', names.read)]).toEqual([1, 1]);
      forgetRequestReads();
      expect(await oncePerRequest('k', names.read)).toBe(2);
    });
    expect(await inRequestLanguage('en', () => oncePerRequest('k', names.read))).toBe(3);
    // Outside a request (the command line) nothing is kept.
    expect([await oncePerRequest('k', names.read), await oncePerRequest('k', names.read)]).toEqual([4, 5]);
    await inRequestLanguage('en', async () => {
      names.failNext();
      await expect(oncePerRequest('k', names.read)).rejects.toThrow('locked');
      expect(await oncePerRequest('k', names.read)).toBe(7);
    });
  });
});
