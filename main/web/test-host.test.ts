import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../paths';
import { serveKind } from './test-host';

describe('HAVEN_SEED, honoured only by the tests’ host', () => {
  it("refuses a person's host that has HAVEN_SEED in its environment, rather than dealing the same cards unnoticed", () => {
    expect(() => serveKind({ HAVEN_SEED: '7' }, false)).toThrow(/only for Haven's own tests.*Nothing was started/);
    expect(() => serveKind({ HAVEN_SEED: '7', HAVEN_DATA_DIR: '/tmp/haven-x' }, false)).toThrow(/serve --test-host/);
    expect(serveKind({}, false)).toEqual({});
  });

  it('takes the seed on a test host with a data folder of its own', () => {
    expect(serveKind({ HAVEN_SEED: '7', HAVEN_DATA_DIR: '/tmp/haven-x' }, true)).toEqual({ seed: 7 });
    expect(serveKind({ HAVEN_SEED: '4294967295', HAVEN_DATA_DIR: '/tmp/haven-x' }, true)).toEqual({ seed: 4294967295 });
    expect(serveKind({ HAVEN_DATA_DIR: '/tmp/haven-x' }, true)).toEqual({});
  });

  it("never runs a test host without a data folder named for it, or on the person's own", () => {
    expect(() => serveKind({ HAVEN_SEED: '7' }, true)).toThrow(/set HAVEN_DATA_DIR/);
    const own = defaultDataDir({});
    expect(() => serveKind({ HAVEN_SEED: '7', HAVEN_DATA_DIR: `${own}/` }, true)).toThrow(/never runs on your own Haven data folder/);
  });

  it('refuses a seed that is not a whole 32-bit number', () => {
    for (const text of ['', 'x', '-1', '1.5', '4294967296', ' 7']) {
      expect(() => serveKind({ HAVEN_SEED: text, HAVEN_DATA_DIR: '/tmp/haven-x' }, true)).toThrow(/whole number from 0 to 4294967295/);
    }
  });
});
