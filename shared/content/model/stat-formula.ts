import type { StatValue } from './vocabulary';

/** Values for the letters a stat formula may use: C characters, L scenario level, and any others. */
export type FormulaValues = Partial<Record<'C' | 'L' | 'X' | 'V' | 'H', number>>;

/**
 * A stat's value for a party: numbers as they are, formulas such as "8xC", "(7xC)/2" or
 * "floor(2+(LxC/2))" worked out ("x" and "*" multiply). The result is not rounded; the caller
 * applies the rule that fits. Undefined when the formula is malformed or a letter has no value.
 */
export function evaluateStatValue(value: StatValue, values: FormulaValues): number | undefined {
  if (typeof value === 'number') return value;
  const tokens = value.replace(/\s+/g, '').match(/floor|ceil|\d+(?:\.\d+)?|[CLXVH]|[-+x*/()]/g) ?? [];
  if (tokens.join('') !== value.replace(/\s+/g, '')) return undefined;
  let at = 0;
  const peek = () => tokens[at];
  const sum = (): number | undefined => {
    let total = product();
    while (total !== undefined && (peek() === '+' || peek() === '-')) {
      const operator = tokens[at++];
      const next = product();
      total = next === undefined ? undefined : operator === '+' ? total + next : total - next;
    }
    return total;
  };
  const product = (): number | undefined => {
    let total = factor();
    while (total !== undefined && (peek() === 'x' || peek() === '*' || peek() === '/')) {
      const operator = tokens[at++];
      const next = factor();
      total = next === undefined ? undefined : operator === '/' ? total / next : total * next;
    }
    return total;
  };
  const factor = (): number | undefined => {
    const token = tokens[at++];
    if (token === undefined) return undefined;
    if (token === '-') {
      const inner = factor();
      return inner === undefined ? undefined : -inner;
    }
    if (token === 'floor' || token === 'ceil') {
      const inner = factor();
      return inner === undefined ? undefined : token === 'floor' ? Math.floor(inner) : Math.ceil(inner);
    }
    if (token === '(') {
      const inner = sum();
      return tokens[at++] === ')' ? inner : undefined;
    }
    if (/^\d/.test(token)) return Number(token);
    return values[token as keyof FormulaValues];
  };
  const result = sum();
  return at === tokens.length ? result : undefined;
}
