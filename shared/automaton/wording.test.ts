import { describe, expect, it } from 'vitest';
import { emptyPosition, type BoardPosition } from '../map/position';
import { testFigure } from '../map/position.fixture';
import type { Reason, Say } from '../monster-ai';
import { hexPlace, labelOfId, optionLine, reasonLine } from './wording';
import { i18nIn } from '../i18n/catalogs.fixture';

// A corridor: the guard at 0,0, a door at 3,0, Nix at 5,0; a summon with no name at 2,1.
const position: BoardPosition = {
  ...emptyPosition('gh'),
  tiles: {
    '0,0': 'floor',
    '1,0': 'floor',
    '2,0': 'floor',
    '3,0': 'doorClosed',
    '4,0': 'floor',
    '5,0': 'floor',
    '2,1': 'floor',
    '0,1': 'floor',
  },
  figures: [
    testFigure('guard#2', 'monster', [0, 0], { name: 'Bandit Guard', standee: 2, isElite: true }),
    testFigure('b10d5d10-aaaa', 'character', [5, 0], { name: 'Nix' }),
    testFigure('5c09049e-bbbb', 'summon', [2, 1]),
  ],
  active: 'guard#2',
};

describe("the automaton in the party's words", () => {
  it("names the option's hex by what is beside it and its targets by name", () => {
    expect(
      optionLine(position, { moveTo: [2, 0], path: [], attacks: ['b10d5d10-aaaa'], focus: ['b10d5d10-aaaa'], headingFor: [] }, 0),
    ).toBe('Option 1: move to the hex beside the door, attack Nix');
    expect(optionLine(position, { moveTo: [0, 0], path: [], attacks: [], focus: [], headingFor: [] }, 1)).toBe(
      'Option 2: stay where it stands, no attack',
    );
  });

  it('tells a hex by a figure beside it, else as the marked hex', () => {
    expect(hexPlace(position, [1, 1])).toBe('the hex beside a summon');
    expect(hexPlace(position, [0, 0])).toBe('where it stands');
    expect(hexPlace(position, [0, 1])).toBe('the marked hex');
  });

  it('explains with names and places, never ids or axial coordinates', () => {
    const focus: Reason = {
      key: 'focus',
      values: { tie: 'no', names: { figures: ['b10d5d10-aaaa'] }, here: 'yes', distance: 0, negatives: 0 },
    };
    const attacks = (hex: readonly [number, number], moved: number): Reason => ({
      key: 'attacks',
      values: {
        where: { key: 'where', values: { stays: 'no', moved, hex: { hexes: [hex], joined: 'space' } } },
        names: { figures: ['b10d5d10-aaaa'] },
        area: 'no',
        areaHexes: '',
      },
    });
    const lines = [focus, attacks([2, 0], 2)].map((reason) => reasonLine(position, reason));
    for (const line of lines) expect(line).not.toMatch(/b10d5d10|\[?-?\d+,-?\d+\]?/);
    expect(lines[0]).toContain('Nix');
    expect(lines[1]).toBe('It moves 2 movement points to the hex beside the door and attacks Nix.');
    const tied = [2, 3].map((q) => ({ moveTo: [q - 1, 0] as const, path: [], attacks: [], focus: [], headingFor: [] }));
    expect(reasonLine(position, attacks([1, 0], 1), tied)).toBe('It moves 1 movement point to the hex marked 1 and attacks Nix.');
  });
});

describe("the automaton's words at the table (issue 29, board words)", () => {
  it('says a monster that does not move stays where it stands, and a hex worded alike once', () => {
    const stays: Reason = {
      key: 'moves',
      values: { where: { key: 'where', values: { stays: 'yes', moved: 0, hex: { hexes: [[0, 0]], joined: 'space' } } } },
    };
    expect(reasonLine(position, stays)).toBe('It stays where it stands.');
    // Two hexes both worded "the marked hex": said once.
    const heading: Reason = {
      key: 'heading',
      values: {
        where: { key: 'where', values: { stays: 'no', moved: 2, hex: { hexes: [[2, 0]], joined: 'space' } } },
        closer: 'no',
        names: { figures: ['b10d5d10-aaaa'] },
        headingFor: {
          hexes: [
            [1, 0],
            [0, 1],
          ],
          joined: 'or',
        },
        more: 0,
      },
    };
    const line = reasonLine(position, heading);
    expect(line.match(/the marked hex/g)).toHaveLength(1);
  });
});

describe('the automaton in German', () => {
  const german = i18nIn('de');
  const say: Say = (key, values) => german.t(key as never, values as never) as unknown as string;

  it('names figures, places and options through the catalog', () => {
    expect(labelOfId(position.figures, 'guard#2', say)).toBe('Bandit Guard 2 (Elite)');
    expect(hexPlace(position, [1, 1], position.active, say)).toBe('dem Feld neben Beschwörung ohne Namen');
    expect(hexPlace(position, [1, 0], position.active, say)).toBe('dem markierten Feld');
    expect(
      optionLine(position, { moveTo: [2, 0], path: [], attacks: ['b10d5d10-aaaa'], focus: ['b10d5d10-aaaa'], headingFor: [] }, 0, say),
    ).toBe('Option 1: geht zu dem Feld neben der Tür, greift Nix an');
  });

  it("words the automaton's reasons with names and places, marking tied options' hexes", () => {
    const tied = [2, 3].map((q) => ({ moveTo: [q - 1, 0] as const, path: [], attacks: [], focus: [], headingFor: [] }));
    const reason: Reason = {
      key: 'attacks',
      values: {
        where: { key: 'where', values: { stays: 'no', moved: 2, hex: { hexes: [[2, 0]], joined: 'space' } } },
        names: { figures: ['b10d5d10-aaaa'] },
        area: 'no',
        areaHexes: '',
      },
    };
    expect(reasonLine(position, reason, tied)).toBe('It moves 2 movement points to the hex beside the door (marked 2) and attacks Nix.');
    expect(reasonLine(position, reason, tied, say)).toBe(
      'Es bewegt sich 2 Bewegungspunkte weit zu dem Feld neben der Tür (Markierung 2) und greift Nix an.',
    );
  });
});
