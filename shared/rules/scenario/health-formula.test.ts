import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './health-formula';

describe('stat formulas', () => {
  const vars = { C: 3, L: 2 };
  it('works out C and L with x, +, -, / and parentheses', () => {
    expect(evaluateFormula('8xC', vars)).toEqual({ value: 24 });
    expect(evaluateFormula('L', vars)).toEqual({ value: 2 });
    expect(evaluateFormula('10+2xL', vars)).toEqual({ value: 14 });
    expect(evaluateFormula('(C+1)x3', vars)).toEqual({ value: 12 });
    expect(evaluateFormula('Cx(L+2)-1', vars)).toEqual({ value: 11 });
    expect(evaluateFormula('7xC/2', vars)).toEqual({ value: 11 });
    expect(evaluateFormula(' 4 * C ', vars)).toEqual({ value: 12 });
    expect(evaluateFormula(9, vars)).toEqual({ value: 9 });
  });

  it('refuses anything else instead of running it', () => {
    for (const bad of ['', 'C x', '8xD', 'alert(1)', '(C+1', '3/0', '2++2']) {
      expect(evaluateFormula(bad, vars)).toHaveProperty('error');
    }
  });
});
