import { describe, expect, it } from 'vitest';
import { forgetRequestReads, inRequestScope, oncePerRequest, requestLanguageOf } from './request-scope';

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
  it('answers in the language the request names, English for anything else and for none', async () => {
    expect(requestLanguageOf('de')).toBe('de');
    expect(requestLanguageOf('<script>')).toBe('en');
    expect(requestLanguageOf(undefined)).toBe('en');
  });

  it('reads a key once per request, anew in the next request, after a forget, and after a failed read', async () => {
    const names = counted();
    await inRequestScope(async () => {
      expect([await oncePerRequest('k', names.read), await oncePerRequest('k', names.read)]).toEqual([1, 1]);
      forgetRequestReads();
      expect(await oncePerRequest('k', names.read)).toBe(2);
    });
    expect(await inRequestScope(() => oncePerRequest('k', names.read))).toBe(3);
    // Outside a request (the command line) nothing is kept.
    expect([await oncePerRequest('k', names.read), await oncePerRequest('k', names.read)]).toEqual([4, 5]);
    await inRequestScope(async () => {
      names.failNext();
      await expect(oncePerRequest('k', names.read)).rejects.toThrow('locked');
      expect(await oncePerRequest('k', names.read)).toBe(7);
    });
  });
});
