/**
 * The pseudo language: every English message wrapped in ⟦ ⟧, its letters accented and padded by
 * about 35 % (German runs about that much longer than English). A screen rendered in it shows at a
 * glance — and to the catalog check in the end-to-end tests — any text that did not come from the
 * catalog, and whether the layout survives longer words. ICU arguments, plural and select keys, `#`
 * and tags stay as they are, so the message still formats with its arguments.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};
const PAD = '·';

function accent(text: string): string {
  return text.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** The index of the brace that closes the one at `open`, counting nested braces. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in the message "${message}"`);
}

/** Accents the literal text of a message, recursing into plural and select branches; returns it and the letters seen. */
function transform(message: string): { text: string; letters: number } {
  let text = '';
  let letters = 0;
  let i = 0;
  while (i < message.length) {
    const ch = message[i]!;
    if (ch === '{') {
      const end = closingBrace(message, i);
      const inner = message.slice(i + 1, end);
      const parts = inner.split(',');
      const kind = parts[1]?.trim();
      if (parts.length >= 3 && (kind === 'plural' || kind === 'select' || kind === 'selectordinal')) {
        // {count, plural, offset:1 one {…} other {…}}: keep the head and the keys, transform each branch.
        const head = parts.slice(0, 2).join(',') + ',';
        let rest = inner.slice(head.length);
        let out = '';
        let longestBranch = 0;
        while (rest.length > 0) {
          const branch = rest.indexOf('{');
          if (branch < 0) {
            out += rest;
            break;
          }
          const branchEnd = closingBrace(rest, branch);
          const inside = transform(rest.slice(branch + 1, branchEnd));
          longestBranch = Math.max(longestBranch, inside.letters);
          out += rest.slice(0, branch) + '{' + inside.text + '}';
          rest = rest.slice(branchEnd + 1);
        }
        text += '{' + head + out + '}';
        letters += longestBranch;
      } else {
        text += message.slice(i, end + 1);
      }
      i = end + 1;
    } else if (ch === '<') {
      // A tag for <Trans> (<b>, <0>, </0>) stays as it is.
      const end = message.indexOf('>', i);
      const tagEnd = end < 0 ? message.length - 1 : end;
      text += message.slice(i, tagEnd + 1);
      i = tagEnd + 1;
    } else if (ch === "'") {
      // ICU quoting: '' is an apostrophe, '{…}' a quoted literal; both are copied untouched.
      if (message[i + 1] === "'") {
        text += "''";
        i += 2;
      } else if (message[i + 1] === '{' || message[i + 1] === '}' || message[i + 1] === '#') {
        const end = message.indexOf("'", i + 1);
        const quoteEnd = end < 0 ? message.length - 1 : end;
        text += message.slice(i, quoteEnd + 1);
        i = quoteEnd + 1;
      } else {
        text += ch;
        i++;
      }
    } else {
      if (/[a-zA-Z]/.test(ch)) letters++;
      text += accent(ch);
      i++;
    }
  }
  return { text, letters };
}

/** One message in the pseudo language. */
export function pseudoMessage(message: string): string {
  const { text, letters } = transform(message);
  return PSEUDO_OPEN + text + PAD.repeat(Math.ceil(letters * 0.35)) + PSEUDO_CLOSE;
}

/** A catalog's nested messages, each in the pseudo language. */
export function pseudoCatalog<T>(catalog: T): T {
  if (typeof catalog === 'string') return pseudoMessage(catalog) as T;
  if (catalog === null || typeof catalog !== 'object') return catalog;
  return Object.fromEntries(Object.entries(catalog).map(([key, value]) => [key, pseudoCatalog(value)])) as T;
}
