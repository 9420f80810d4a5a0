import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';

let host: Host;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haven-bad-input-'));
  host = await startHost({ dataDir, mode: 'test' });
});
afterAll(() => host.close());

const board = (patch: Record<string, unknown> = {}, ability: Record<string, unknown> = {}) => ({
  format: 'monster-turn/1',
  rules: 'gh',
  map: {
    hexes: [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 0],
    ],
  },
  figures: [
    { id: 'guard', team: 'monsters', hex: [0, 0] },
    { id: 'brute', team: 'players', hex: [3, 0], initiative: 20 },
  ],
  active: 'guard',
  ability: { move: 2, attack: { range: 0, targets: 1 }, ...ability },
  ...patch,
});

describe('bad monster-turn queries are refused in words, never as an internal error', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an active figure that is not there', board({ active: 'ghost' }), /the active figure "ghost" is not among the figures/i],
    [
      'a figure off the map',
      board({ figures: [{ id: 'guard', team: 'monsters', hex: [9, 9] }] }),
      /stands at \[9,9\], which is not a hex of the map/i,
    ],
    [
      'two figures on one hex',
      board({
        figures: [
          { id: 'guard', team: 'monsters', hex: [0, 0] },
          { id: 'b', team: 'players', hex: [0, 0] },
        ],
      }),
      /stand on the same hex \[0,0\]/,
    ],
    [
      'two figures with one name',
      board({
        figures: [
          { id: 'guard', team: 'monsters', hex: [0, 0] },
          { id: 'guard', team: 'players', hex: [1, 0] },
        ],
      }),
      /both called "guard"/,
    ],
    ['a huge move', board({}, { move: 1e9 }), /a move is at most 50/i],
    [
      'a huge coordinate',
      board({
        map: {
          hexes: [
            [0, 0],
            [1e12, 0],
          ],
        },
      }),
      /a hex coordinate is at most 1,000/i,
    ],
    ['a fractional coordinate', board({ map: { hexes: [[0.5, 0]] } }), /a hex coordinate is a whole number/i],
    ['a hex that is not a pair', board({ map: { hexes: [[0]] } }), /./],
    ['an empty map', board({ map: { hexes: [] } }), /the map needs at least one hex/i],
    ['a huge range', board({}, { attack: { range: 1e6, targets: 1 } }), /a range is at most 50/i],
    ['too many targets', board({}, { attack: { range: 1, targets: 1e6 } }), /at most 50 targets/i],
    [
      'a huge area',
      board({}, { attack: { range: 1, targets: 1, aoe: { cells: Array.from({ length: 500 }, (_, i) => [i, 0]), anchor: 'free' } } }),
      /at most 100 hexes/i,
    ],
  ];
  it.each(cases)('%s', async (_what, query, expected) => {
    const result = await host.invoke('monsterAi.solve', query);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(expected);
    expect(result.error).toMatch(/Nothing was changed\.$/);
    expect(result.code).not.toBe('internal');
    expect(result.error).not.toMatch(/internal error|at .*\.ts:\d+/);
  });
});

describe('a fault inside Haven', () => {
  it('tells the person in words and writes the stack to haven.log, not to the answer', async () => {
    const { createRouter } = await import('../../main/ipc/router');
    const { createErrorLog } = await import('../../main/services/error-log');
    const broken = new Proxy(
      {},
      {
        get: () => async () => {
          throw new TypeError('Cannot read properties of undefined (reading "x")');
        },
      },
    );
    const invoke = createRouter(broken as never, createErrorLog(dataDir));
    const result = await invoke('campaigns.list', {});
    expect(result).toEqual({
      ok: false,
      code: 'internal',
      error:
        "Haven could not do this, because of a fault in Haven itself. Nothing was changed. The details are in haven.log in Haven's data folder.",
    });
    expect(existsSync(join(dataDir, 'haven.log'))).toBe(true);
    expect(readFileSync(join(dataDir, 'haven.log'), 'utf8')).toMatch(/TypeError: Cannot read properties of undefined[\s\S]*at /);
  });

  it('says a full disk, a folder or a refused permission in words', async () => {
    const { createRouter } = await import('../../main/ipc/router');
    const fail = (code: string, extra: Record<string, unknown> = {}) =>
      createRouter(
        new Proxy(
          {},
          {
            get: () => async () => {
              throw Object.assign(new Error(`${code}: raw`), { code, ...extra });
            },
          },
        ) as never,
        () => undefined,
      )('campaigns.list', {});
    expect(await fail('SQLITE_FULL')).toMatchObject({ error: 'The disk is full; free some space and try again. Nothing was changed.' });
    expect(await fail('EISDIR', { path: '/tmp' })).toMatchObject({
      error: '/tmp is a folder; give the name of a file (for example /tmp/campaign.json). Nothing was changed.',
    });
    expect(await fail('EACCES', { path: '/srv/haven', syscall: 'mkdir' })).toMatchObject({
      error:
        'Haven may not create the folder /srv/haven (permission denied); choose another folder with HAVEN_DATA_DIR or fix the permissions. Nothing was changed.',
    });
  });
});
