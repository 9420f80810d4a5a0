import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { ruleLine } from '../../../rules/scenario/special-rules/words';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import type { SpecialRule } from '../../model/scenario';
import { importGhsEdition } from './import-ghs';
import { labelsOf } from './labels';
import { roundTerms, rulesFromGhs, type RuleContext } from './scenario-rules';

/** Invented rules in the data's shape (no game content). */
const context: RuleContext = {
  scenarioId: '7',
  scenarioIndex: '7',
  edition: 'gh1',
  labels: labelsOf({ en: { monster: { 'rust-hound': 'Rust Hound' } } }, undefined),
  monsters: new Set(['rust-hound']),
  tiles: new Map([
    [1, 'Z1a'],
    [2, 'Z2b'],
  ]),
};
const words = (rule: SpecialRule, language: 'en' | 'de' = 'en') =>
  lineIn(rule.kind === 'applied' ? ruleLine(rule.rule, 2) : rule.line, language);

describe("Gloomhaven Secretariat's round expressions", () => {
  it('reads a round, the rounds after one, cycles and their alternatives, and nothing else', () => {
    expect(roundTerms('true')).toEqual([]);
    expect(roundTerms('R == 3 || R == 9')).toEqual([
      { kind: 'round', round: 3 },
      { kind: 'round', round: 9 },
    ]);
    expect(roundTerms('R % 4 == 0')).toEqual([{ kind: 'cycle', every: 4, remainder: 0 }]);
    expect(roundTerms('R > 6')).toEqual([{ kind: 'after', round: 6 }]);
    expect(roundTerms('R % 2 == 1 && R > 1')).toEqual([{ kind: 'cycle', every: 2, remainder: 1, after: 1 }]);
    expect(roundTerms('R % 2 == 1 && C > 1')).toBeUndefined();
    expect(roundTerms('R % 2 == 1 && R > 1 && R > 3')).toBeUndefined();
    expect(roundTerms('R % 2 == 0 || C > 2')).toBeUndefined();
    expect(roundTerms('R % 2 == 3')).toBeUndefined();
    expect(roundTerms({ evil: true })).toBeUndefined();
  });
});

describe("a scenario's rules from the data", () => {
  it('types what the engine applies and says it in words, in English and German', () => {
    const [curses, spawn] = rulesFromGhs(
      [
        {
          round: 'R == 1',
          start: true,
          figures: [{ identifier: { type: 'character', name: '.*' }, type: 'amAdd', value: 'curse:2', scenarioEffect: true }],
        },
        {
          round: 'R % 2 == 1',
          requiredRooms: [2],
          spawns: [{ monster: { name: 'rust-hound', player2: 'normal', player4: 'elite' }, marker: 'a' }],
        },
      ],
      context,
    );
    expect(curses).toEqual({
      kind: 'applied',
      rule: {
        index: 0,
        at: 'roundStart',
        rounds: [{ kind: 'round', round: 1 }],
        isOnce: false,
        requiredRooms: [],
        effects: [{ kind: 'modifierCards', card: 'curse', count: 2 }],
      },
    });
    expect(words(curses!)).toBe('At the start of round 1: every character shuffles 2 curse cards into their attack modifier deck.');
    expect(words(curses!, 'de')).toBe('Zu Beginn von Runde 1: jeder Charakter mischt 2 Fluchkarten in sein Angriffsmodifikatordeck.');
    expect(spawn?.kind === 'applied' && spawn.rule.effects[0]).toEqual({
      kind: 'spawn',
      monsters: [{ monster: 'rust-hound', name: 'Rust Hound', ranks: ['normal', null, 'elite'], count: 1, marker: 'a' }],
    });
    expect(words(spawn!)).toBe(
      'At the end of round 1 and every 2 rounds after it, once the room on tile Z2b is revealed: one normal Rust Hound spawns at a on the map.',
    );
  });

  it('shows in words what the engine does not apply, the data’s note first, and never its JSON', () => {
    const [note, unknown, hostile] = rulesFromGhs(
      [
        // The line ends the note: its own full stop is not said twice.
        { round: 'R % 2 == 0', note: 'Pull the lever.' },
        {
          round: 'true',
          rooms: [1],
          figures: [{ identifier: { type: 'objective', name: 'Lever', marker: 'b' }, type: 'dead' }],
          teleport: { x: 1 },
        },
        { round: { $where: 'x' }, spawns: 'all of them' },
      ],
      context,
    );
    expect(words(note!)).toBe('At the end of round 2 and every 2 rounds after it: Pull the lever.');
    // What the rule waits for first, then what it does.
    expect(words(unknown!)).toBe(
      'At the end of every round: once Lever b is destroyed; the room on tile Z1a opens; the scenario book says the rest.',
    );
    expect(words(hostile!)).toBe('When the scenario book says: the scenario book says the rest.');
    expect(words(unknown!, 'de')).toBe(
      'Am Ende von jeder Runde: sobald Lever b zerstört ist; der Raum auf Kartenteil Z1a öffnet sich; den Rest sagt das Szenariobuch.',
    );
  });

  it('says a cycle past a round from its first round', () => {
    const [odd] = rulesFromGhs(
      [{ round: 'R % 2 == 1 && R > 1', start: true, spawns: [{ monster: { name: 'rust-hound', type: 'normal' } }] }],
      context,
    );
    expect(words(odd!)).toBe('At the start of round 3 and every 2 rounds after it: one normal Rust Hound spawns.');
  });

  it('opens a room at a round with its monsters, and leaves to the players a room past the bounds or without its monsters', () => {
    const hounds = (count: number) => [
      { monster: 'rust-hound', normal: [count, count, count] as [number, number, number], elite: [0, 0, 0] as [number, number, number] },
    ];
    const withRooms = {
      ...context,
      placements: new Map([
        [1, hounds(2)],
        [2, hounds(25)],
      ]),
    };
    const [opens, tooMany] = rulesFromGhs(
      [
        { round: 'R == 2', start: true, rooms: [1] },
        { round: 'R == 3', start: true, rooms: [2] },
      ],
      withRooms,
    );
    const [withoutMonsters] = rulesFromGhs([{ round: 'R == 2', start: true, rooms: [1] }], context);
    expect(opens?.kind === 'applied' && opens.rule.effects).toEqual([
      { kind: 'openRooms', rooms: [{ number: 1, tile: 'Z1a', placements: hounds(2) }] },
    ]);
    expect(words(opens!)).toBe('At the start of round 2: the room on tile Z1a opens, with its monsters.');
    expect([tooMany?.kind, withoutMonsters?.kind]).toEqual(['shown', 'shown']);
  });

  it('opens a room when every monster of a type is killed, and says what it waits for, in English and German', () => {
    const withRooms = { ...context, placements: new Map([[2, []]]) };
    const killed = (name: string, value: string) => ({ identifier: { type: 'monster', edition: 'gh', name }, type: 'killed', value });
    const [opens, counted, unknown] = rulesFromGhs(
      [
        { round: 'true', always: true, once: true, rooms: [2], figures: [killed('rust-hound', 'all')] },
        // A count of kills, and a monster the scenario does not set up, are left to the players.
        { round: 'true', always: true, once: true, rooms: [2], figures: [killed('rust-hound', '2')] },
        { round: 'true', always: true, once: true, rooms: [2], figures: [killed('mire-king', 'all')] },
      ],
      withRooms,
    );
    expect(opens).toEqual({
      kind: 'applied',
      rule: {
        index: 0,
        at: 'figureDied',
        rounds: [],
        isOnce: true,
        requiredRooms: [],
        figures: [{ kind: 'allKilled', monster: 'rust-hound', name: 'Rust Hound' }],
        effects: [{ kind: 'openRooms', rooms: [{ number: 2, tile: 'Z2b', placements: [] }] }],
      },
    });
    expect(words(opens!)).toBe('When every Rust Hound has been killed, once: the room on tile Z2b opens, with its monsters.');
    expect(words(opens!, 'de')).toBe(
      'Sobald alle Monster vom Typ Rust Hound getötet sind, einmal: der Raum auf Kartenteil Z2b öffnet sich, mit seinen Monstern.',
    );
    expect([counted?.kind, unknown?.kind]).toEqual(['shown', 'shown']);
  });

  it('reads a rule that opens a room with spawns at no named moment as spawns that come as the room is revealed', () => {
    const [comes, withRound] = rulesFromGhs(
      [
        { round: 'true', always: true, once: true, rooms: [2], spawns: [{ monster: { name: 'rust-hound', type: 'elite' } }] },
        // At a named round the room opens by itself: a door at a round, not this.
        { round: 'R == 2', start: true, rooms: [2], spawns: [{ monster: { name: 'rust-hound', type: 'elite' } }] },
      ],
      { ...context, placements: new Map([[2, []]]) },
    );
    expect(comes?.kind === 'applied' && [comes.rule.at, comes.rule.requiredRooms, comes.rule.effects.map((e) => e.kind)]).toEqual([
      'roomsRevealed',
      [{ number: 2, tile: 'Z2b' }],
      ['spawn'],
    ]);
    expect(words(comes!)).toBe('When the room on tile Z2b is revealed, once: one elite Rust Hound spawns.');
    expect(withRound?.kind === 'applied' && withRound.rule.effects.map((e) => e.kind)).toEqual(['spawn', 'openRooms']);
  });

  it('leaves a rule to the players when a part names a monster the scenario does not set up', () => {
    const [rule] = rulesFromGhs([{ round: 'R == 2', spawns: [{ monster: { name: 'mire-king', type: 'boss' } }] }], context);
    expect(rule?.kind).toBe('shown');
  });
});

describeWithPeerData("gh.json's scenario rules", () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!outcome.ok) throw new Error('gh.json did not import');
  const scenarios = outcome.pack.scenarios;
  const all = scenarios.flatMap((scenario) => (scenario.rules ?? []).map((rule) => ({ scenario, rule })));

  it('applies most of them and shows the rest in words', () => {
    const applied = all.filter(({ rule }) => rule.kind === 'applied');
    const shown = all.filter(({ rule }) => rule.kind === 'shown');
    // 110 rules in the data (81 applied, 29 shown), and 4 level changes written onto monster names (applied).
    expect([all.length, applied.length, shown.length]).toEqual([114, 85, 29]);
  });

  it("Barrow Lair's rule puts three curses into every character's deck at the start", () => {
    const lair = scenarios.find((scenario) => scenario.index === '2');
    expect(lair?.rules?.map((rule) => rule.kind === 'applied' && rule.rule.effects)).toEqual([
      [{ kind: 'modifierCards', card: 'curse', count: 3 }],
    ]);
  });

  it('every rule reads as words in English and German: no JSON, no placeholder, no missing key', () => {
    for (const { rule } of all)
      for (const language of ['en', 'de'] as const) {
        const text = words(rule, language);
        expect(text).not.toMatch(/[{}[\]%]|scenarioRules\.|history\./);
      }
  });
});

describeWithPeerData('monster names in the rules of gh.json and gh2e.json', () => {
  it('no rule’s words, in English or German, show a monster’s record id ("cultist-scenario-78")', () => {
    const leaks: string[] = [];
    for (const file of ['gh.json', 'gh2e.json'] as const) {
      const outcome = importGhsEdition(readPeerJson('ghs-data', file), {}, file);
      if (!outcome.ok) throw new Error(`${file} did not import`);
      const ids = new Set(outcome.pack.monsterTypes.map((monster) => monster.id));
      for (const scenario of outcome.pack.scenarios)
        for (const rule of scenario.rules ?? [])
          for (const language of ['en', 'de'] as const)
            for (const token of words(rule, language).match(/[a-z0-9]+(?:-[a-z0-9]+)+/g) ?? [])
              if (ids.has(token)) leaks.push(`${file} ${scenario.index}: ${token}`);
    }
    expect(leaks).toEqual([]);
  });
});
