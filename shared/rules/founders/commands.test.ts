import { describe, expect, it } from 'vitest';
import { wordRefusal, type Refusal } from '../refusal';
import { commandTypeOf } from '../command-list';
import {
  FOUNDERS_MODULES,
  commandModule,
  foundersCommandSchema,
  parseCommand,
  type FoundersCommandInput,
  type FoundersModuleTable,
} from './commands';
import { foundersEngine } from './engine';
import { isViolation } from './game-state';
import { i18nIn } from '../../i18n/catalogs.fixture';

/** A refused command's sentence in English (as the engine says it) and in German (as the host words its key). */
function refusedIn(input: unknown): { english: string; german: string; refusal: Refusal } {
  const parsed = parseCommand(input);
  if (!isViolation(parsed)) throw new Error('the command was not refused');
  const de = i18nIn('de');
  const german = wordRefusal(parsed.refusal, (key, values) => de.t(key as never, values as never) as unknown as string);
  return { english: parsed.violation, german, refusal: parsed.refusal };
}

/** Each module by its type, as `commandModule` routes (built here from the list, for the type checks below). */
const table = Object.fromEntries(FOUNDERS_MODULES.map((m) => [m.type, m])) as unknown as FoundersModuleTable;

describe('the Founders commands, listed once (issue 28)', () => {
  it('lists each command once, and routes each type to its own module', () => {
    const types = FOUNDERS_MODULES.map((m) => m.type);
    expect(new Set(types).size).toBe(types.length);
    for (const module of FOUNDERS_MODULES) {
      expect(commandModule(module.type)).toBe(module);
      expect(commandTypeOf(module.schema)).toBe(module.type);
    }
  });

  it('gives every shape of a command with several (CollectIncome, by its reason) the command type', () => {
    const shapes = commandModule('CollectIncome').schema;
    expect('options' in shapes && shapes.options.map((option) => commandTypeOf(option))).toEqual(['CollectIncome', 'CollectIncome']);
  });

  it('marks no command as revealing hidden information: Founders has none', () => {
    expect(FOUNDERS_MODULES.filter((m) => m.revealsHiddenInformation)).toEqual([]);
    expect(foundersEngine.revealsHiddenInformation({ type: 'BuildHouse', player: 'Red' })).toBe(false);
  });

  it('makes a command without a module a type error wherever it is used', () => {
    // A command type no module lists is no Founders command: the host cannot send it, nothing routes it.
    // @ts-expect-error 'Explode' has no module in FOUNDERS_MODULES
    const unknown: FoundersCommandInput = { type: 'Explode' };
    // @ts-expect-error 'Explode' has no module to route to
    expect(() => commandModule('Explode').decide).toThrow(TypeError);
    // A routing table that misses one listed command is no routing table.
    const { EndGame: _endGame, ...withoutEndGame } = table;
    // @ts-expect-error the table lacks EndGame's module
    const routing: FoundersModuleTable = withoutEndGame;
    expect([unknown.type, Object.keys(routing).length]).toEqual(['Explode', FOUNDERS_MODULES.length - 1]);
  });
});

describe('command schemas', () => {
  it('accept a well-formed command, with nested supplies', () => {
    const command = {
      type: 'DeliverToPrestige',
      building: 'guild',
      supply: {
        tile: 'government-1',
        from: [{ tile: 'jewelry-1' }, { tile: 'books-1', from: [{ tile: 'crops-1' }, { tile: 'knowledge-1' }] }],
      },
    };
    expect(foundersCommandSchema.parse(command)).toEqual(command);
  });

  it('turn a malformed command into a sentence naming the field', () => {
    expect(parseCommand({ type: 'SetUpGame', players: [] })).toMatchObject({
      violation: expect.stringMatching(/^This Founders command is not well formed.*players/),
    });
    expect(parseCommand({ type: 'CollectIncome', reason: 'callToVote' })).toMatchObject({ violation: expect.stringMatching(/caller/) });
    expect(parseCommand({ type: 'Explode' })).toMatchObject({ violation: expect.stringMatching(/type/) });
  });

  it('allow at most four players (1-4 players)', () => {
    const players = ['A', 'B', 'C', 'D', 'E'].map((colour) => ({ colour, race: 'Human' }));
    expect(parseCommand({ type: 'SetUpGame', players })).toMatchObject({ violation: expect.any(String) });
    expect(parseCommand({ type: 'SetUpGame', players: players.slice(0, 4) })).toMatchObject({ type: 'SetUpGame' });
  });
});

describe("a refused command in the reader's language", () => {
  it("words a schema's own sentence: negative influence in a vote", () => {
    const vote = { player: 'Red', proposal: 'circle', fleetingInfluence: -1, lastingInfluence: 0 };
    const { english, german } = refusedIn({ type: 'ResolveVote', caller: 'Red', votes: [vote] });
    expect(english).toBe('This Founders command is not well formed, so nothing was changed (influence is a whole number, 0 or more).');
    expect(german).toBe(
      'Dieser Founders-Befehl ist nicht richtig aufgebaut, daher wurde nichts geändert (Einfluss ist eine ganze Zahl ab 0).',
    );
  });

  it('words the checks without a sentence of their own from the request words, field and all', () => {
    const { english, german } = refusedIn({ type: 'AdjustScore', player: 'Red', points: 'three', reason: ' ' });
    expect(english).toBe(
      'This Founders command is not well formed, so nothing was changed (the points must be a whole number; a change needs a reason for the history).',
    );
    expect(german).toBe(
      'Dieser Founders-Befehl ist nicht richtig aufgebaut, daher wurde nichts geändert (die Punkte müssen eine ganze Zahl sein; eine Änderung braucht einen Grund für den Verlauf).',
    );
    const missing = refusedIn({ type: 'CollectIncome', reason: 'callToVote' });
    expect(missing.english).toBe('This Founders command is not well formed, so nothing was changed (the caller is missing).');
    expect(missing.german).toBe(
      'Dieser Founders-Befehl ist nicht richtig aufgebaut, daher wurde nichts geändert (das Feld „caller“ fehlt).',
    );
  });

  it('carries its key and values, never an English sentence as a value', () => {
    const { refusal } = refusedIn({ type: 'BuildHouse', player: '' });
    expect(refusal).toEqual({
      key: 'founders.malformed',
      params: {},
      parts: { problems: [{ key: 'founders.schema.player', params: {} }] },
    });
  });
});
