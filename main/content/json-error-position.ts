/**
 * Where a JSON text stops being valid JSON, for error messages: JSON.parse in Node 20 does not
 * always say (for "[1,, 2]" it quotes the text instead). A small scanner over the grammar
 * returns the offset of the first character that cannot continue the value, or the text length
 * when the text ends too early. Returns undefined if the text is valid.
 */
export function jsonErrorPosition(text: string): number | undefined {
  let at = 0;
  const fail = (position: number): never => {
    throw new ScanStop(position);
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at += 1;
  };
  const expect = (literal: string) => {
    for (const char of literal) {
      if (at >= text.length || text[at] !== char) fail(at);
      at += 1;
    }
  };
  const string = () => {
    expect('"');
    while (at < text.length && text[at] !== '"') {
      const code = text.charCodeAt(at);
      if (code < 0x20) fail(at);
      if (text[at] === '\\') {
        at += 1;
        if (at >= text.length) fail(at);
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail(Math.min(at + 1, text.length));
          at += 4;
        } else if (!'"\\/bfnrt'.includes(text[at]!)) fail(at);
      }
      at += 1;
    }
    expect('"');
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match || match[0] === '' || match[0] === '-') fail(at);
    at += match![0].length;
  };
  const value = (): void => {
    skipSpace();
    if (at >= text.length) fail(at);
    const char = text[at];
    if (char === '{') {
      at += 1;
      skipSpace();
      if (text[at] === '}') return void (at += 1);
      for (;;) {
        skipSpace();
        string();
        skipSpace();
        expect(':');
        value();
        skipSpace();
        if (text[at] === ',') at += 1;
        else return expect('}');
      }
    }
    if (char === '[') {
      at += 1;
      skipSpace();
      if (text[at] === ']') return void (at += 1);
      for (;;) {
        value();
        skipSpace();
        if (text[at] === ',') at += 1;
        else return expect(']');
      }
    }
    if (char === '"') return string();
    if (char === 't') return expect('true');
    if (char === 'f') return expect('false');
    if (char === 'n') return expect('null');
    return number();
  };
  try {
    value();
    skipSpace();
    return at < text.length ? at : undefined;
  } catch (stop) {
    if (stop instanceof ScanStop) return stop.position;
    throw stop;
  }
}

class ScanStop {
  constructor(readonly position: number) {}
}
