import { describe, expect, it } from 'vitest';
import { jsonErrorPosition } from './json-error-position';

describe('jsonErrorPosition', () => {
  it('finds nothing wrong with valid JSON', () => {
    for (const text of ['{}', ' [1, -2.5e3, "a\\"b\\u00e9", true, false, null, {"k": []}] ', '"x"', '0'])
      expect(jsonErrorPosition(text)).toBeUndefined();
  });

  it('points at the first character that cannot continue', () => {
    expect(jsonErrorPosition('[1,, 2]')).toBe(3);
    expect(jsonErrorPosition('{"a" 1}')).toBe(5);
    expect(jsonErrorPosition('{"a": tru}')).toBe(9);
    expect(jsonErrorPosition('[1] x')).toBe(4);
    expect(jsonErrorPosition('{"a": 01}')).toBe(7);
  });

  it('points past the end when the text stops early', () => {
    expect(jsonErrorPosition('{"a": [1, 2')).toBe(11);
    expect(jsonErrorPosition('"abc')).toBe(4);
    expect(jsonErrorPosition('')).toBe(0);
  });

  it('agrees with JSON.parse on what is valid', () => {
    const samples = ['{"a":1}', '[,]', '{"a":1,}', '[1 2]', '"\\x"', '-', '1.', '{"a":"b"}', '[[[]]]'];
    for (const text of samples) {
      let isValid = true;
      try {
        JSON.parse(text);
      } catch {
        isValid = false;
      }
      expect(jsonErrorPosition(text) === undefined).toBe(isValid);
    }
  });
});
