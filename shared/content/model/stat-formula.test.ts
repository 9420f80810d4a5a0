import { describe, expect, it } from 'vitest';
import { evaluateStatValue } from './stat-formula';

describe('evaluateStatValue', () => {
  it('works out the formulas the data files use', () => {
    expect(evaluateStatValue(7, { C: 3 })).toBe(7);
    expect(evaluateStatValue('8xC', { C: 3 })).toBe(24);
    expect(evaluateStatValue('8xCx2', { C: 3 })).toBe(evaluateStatValue('16xC', { C: 3 }));
    expect(evaluateStatValue('(7xC)/2', { C: 3 })).toBe(10.5);
    expect(evaluateStatValue('4+(CxL)', { C: 2, L: 3 })).toBe(10);
    expect(evaluateStatValue('6+2xL', { L: 2 })).toBe(10);
    expect(evaluateStatValue('floor(2+(LxC/2))', { C: 3, L: 3 })).toBe(6);
    expect(evaluateStatValue('3+X', { X: 2 })).toBe(5);
  });

  it('gives undefined for a missing letter or a malformed formula', () => {
    expect(evaluateStatValue('3+X', { C: 2 })).toBeUndefined();
    expect(evaluateStatValue('8xC)', { C: 2 })).toBeUndefined();
    expect(evaluateStatValue('8x', { C: 2 })).toBeUndefined();
  });
});
