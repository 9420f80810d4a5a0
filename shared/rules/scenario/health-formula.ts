/**
 * Evaluates a stat formula such as "8xC", "10+2xL" or "(C+1)x3" without eval: C is the number of
 * characters, L the scenario level (guide: bosses' "C in their stats means per character").
 * Grammar: sum := product (('+'|'-') product)*; product := atom (('x'|'*'|'/') atom)*;
 * atom := number | C | L | '(' sum ')'. Division rounds up, as boss cards halve rounded up.
 */
export type FormulaResult = { value: number } | { error: string };

export function evaluateFormula(formula: string | number, variables: { C: number; L: number }): FormulaResult {
  if (typeof formula === 'number') return { value: formula };
  const text = formula.replace(/\s+/g, '');
  let position = 0;

  const peek = () => text[position];
  const fail = (message: string): never => {
    throw new FormulaError(`${message} at position ${position + 1} of "${formula}"`);
  };

  function atom(): number {
    const char = peek();
    if (char === '(') {
      position += 1;
      const value = sum();
      if (peek() !== ')') fail('missing ")"');
      position += 1;
      return value;
    }
    if (char === 'C' || char === 'L') {
      position += 1;
      return variables[char];
    }
    const match = /^\d+/.exec(text.slice(position));
    if (match === null) return fail('expected a number, C, L or "("');
    position += match[0].length;
    return Number(match[0]);
  }

  function product(): number {
    let value = atom();
    for (let char = peek(); char === 'x' || char === '*' || char === '/'; char = peek()) {
      position += 1;
      const right = atom();
      if (char === '/') {
        if (right === 0) fail('division by zero');
        value = Math.ceil(value / right);
      } else value *= right;
    }
    return value;
  }

  function sum(): number {
    let value = product();
    for (let char = peek(); char === '+' || char === '-'; char = peek()) {
      position += 1;
      const right = product();
      value = char === '+' ? value + right : value - right;
    }
    return value;
  }

  try {
    if (text.length === 0) fail('empty formula');
    const value = sum();
    if (position !== text.length) fail(`unexpected "${text[position] ?? ''}"`);
    return { value };
  } catch (error) {
    if (error instanceof FormulaError) return { error: error.message };
    throw error;
  }
}

class FormulaError extends Error {}
