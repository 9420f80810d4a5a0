import { describe, expect, it } from 'vitest';
import { ExchangeError } from '../exchange-error';
import { ghsTestDataDump, ghsTestGame } from './ghs-backup.fixture';
import { GHS_CHARACTER_FIELDS, GHS_PARTY_FIELDS } from './ghs-fields';
import { campaignFromGhsBackup } from './read-ghs-backup';
import type { Perk } from '../../content/model/character-class';
import { perkSheet } from '../../content/perk-sheet';
import { perkLabel } from '../../content/to-scenario';

import { i18nIn, lineIn } from '../../i18n/catalogs.fixture';
import { wordRefusal } from '../../rules/refusal';
import { leftBehind } from './ghs-notes';

/** The import with its notes worded as an English reader reads them. */
function importOf(doc: unknown, catalog = {}) {
  const read = campaignFromGhsBackup(JSON.stringify(doc), 'c-1', catalog);
  return { ...read, notCarriedOver: read.notCarriedOver.map((note) => lineIn(note, 'en')) };
}

function rejection(doc: unknown): ExchangeError {
  try {
    importOf(doc);
  } catch (error) {
    if (error instanceof ExchangeError) return error;
    throw error;
  }
  throw new Error('the backup was accepted');
}

describe('a Gloomhaven Secretariat game export', () => {
  const { state, notCarriedOver, kind } = importOf(ghsTestGame());

  it('carries the party: name, reputation, prosperity, donations, achievements', () => {
    expect(kind).toBe('game');
    expect(state).toMatchObject({ id: 'c-1', name: 'The Lantern Bearers', edition: 'gh1', mode: 'campaign' });
    expect(state.party).toMatchObject({
      name: 'The Lantern Bearers',
      reputation: 4,
      prosperityCheckmarks: 6,
      donations: 40,
      notes: 'Owes the Sleeping Lion a round.',
    });
    expect(state.party.achievements).toEqual(['First Steps', "Jekserah's Plans"]);
    expect(state.globalAchievements).toEqual(['City Rule Economic']);
  });

  it('carries completed and unlocked scenarios', () => {
    expect(state.scenarios.map((s) => [s.id, s.isCompleted])).toEqual([
      ['1', true],
      ['2', true],
      ['3', true],
      ['8', false],
    ]);
  });

  it('carries characters: class, name, XP, gold, items, perks, checkmarks, retired', () => {
    const [brute, doomstalker, tinkerer] = state.characters;
    expect(brute).toMatchObject({
      classId: 'Brute',
      name: 'Bramble Tusk',
      xp: 160,
      gold: 45,
      items: ['Item 1', 'Item 13'],
      checkmarks: 7,
      isRetired: false,
      personalQuest: 'Personal quest 515',
      notes: 'Hates stairs.',
    });
    expect(brute!.perks).toEqual(['#1', '#3', '#3']);
    expect(doomstalker).toMatchObject({ classId: 'Doomstalker', name: 'Quiet Fern', xp: 60 });
    expect(tinkerer).toMatchObject({ classId: 'Tinkerer', name: 'Old Wick', isRetired: true });
  });

  it('says what could not be carried over', () => {
    const text = notCarriedOver.join('\n');
    expect(text).toContain("the party's location");
    expect(text).toContain('looted treasures');
    expect(text).toContain('Bramble Tusk: which items are equipped');
    expect(text).toContain('Scenarios unlocked by completed scenarios');
  });

  it('names scenarios and adds their unlocks from an installed content pack', () => {
    const names: Record<string, string> = { '1': 'Black Barrow', '2': 'Barrow Lair', '4': 'Crypt of the Damned' };
    const { state: named, notCarriedOver: notes } = importOf(ghsTestGame(), {
      scenarioName: (i: string) => names[i],
      unlocksOf: (i: string) => (i === '3' ? ['4'] : []),
    });
    expect(named.scenarios.find((s) => s.id === '1')?.name).toBe('Black Barrow');
    expect(named.scenarios.find((s) => s.id === '4')).toMatchObject({ name: 'Crypt of the Damned', isUnlocked: true, isCompleted: false });
    expect(notes.join('\n')).not.toContain('Scenarios unlocked by completed scenarios');
  });
});

describe("a GHS backup's perks (issue 30)", () => {
  // Bramble Tusk's perks in the fixture: [1, 0, 2] boxes ticked on the class's first three lines.
  const perks: Perk[] = [
    { checkboxes: 1, add: [], remove: [{ card: { value: -1, effects: [], isRolling: false }, count: 2 }] },
    { checkboxes: 1, add: [], remove: [], text: 'Ignore negative item effects' },
    { checkboxes: 2, add: [{ card: { value: 1, effects: [], isRolling: false }, count: 2 }], remove: [] },
  ];

  it("arrive as ticked boxes of the class's perk sheet, and the deck they build, without the class installed or with it", () => {
    for (const catalog of [{}, { perkLabels: (classId: string) => (classId === 'brute' ? perks.map(perkLabel) : undefined) }]) {
      const brute = importOf(ghsTestGame(), catalog).state.characters[0]!;
      const sheet = perkSheet({ perks }, brute.perks);
      expect(sheet.perks.map((line) => line.ticked)).toEqual([1, 0, 2]);
      expect(sheet.unmatched).toEqual([]);
      // 20 cards, two -1 removed, four +1 added.
      expect(sheet.deck.reduce((sum, stack) => sum + stack.count, 0)).toBe(22);
    }
    const named = importOf(ghsTestGame(), { perkLabels: () => perks.map(perkLabel) }).state.characters[0]!;
    expect(named.perks).toEqual([perkLabel(perks[0]!), perkLabel(perks[2]!), perkLabel(perks[2]!)]);
  });
});

describe("a GHS backup's inspiration and faction reputation (issue 30)", () => {
  const gh2e = (party: Record<string, unknown>) => {
    const game = ghsTestGame();
    game.party = { ...(game.party as Record<string, unknown>), edition: 'gh2e', ...party };
    return game;
  };

  it('arrive in a 2nd-edition campaign, GHS\'s "merchant-guild" as the Merchant\'s Guild, above 12 as an unlocked faction', () => {
    const { state, notCarriedOver } = importOf(
      gh2e({ inspiration: 5, factionReputation: { demons: 3, 'merchant-guild': -2, military: 14 } }),
    );
    expect(state.edition).toBe('gh2');
    expect(state.party.inspiration).toBe(5);
    expect(state.party.factionReputation).toEqual({ demons: 3, merchants: -2, military: 14 });
    expect(state.party.unlockedFactions).toEqual(['military']);
    expect(notCarriedOver.join('\n')).not.toMatch(/inspiration|faction/i);
  });

  it('an unknown faction or a value off the track (p. 50: never below -10) is named in the list', () => {
    const { state, notCarriedOver } = importOf(gh2e({ factionReputation: { demons: -15, pirates: 4 } }));
    expect(state.party.factionReputation).toEqual({ demons: -10, merchants: 0, military: 0 });
    const text = notCarriedOver.join('\n');
    expect(text).toContain('Faction reputation -15 (Demons) is outside the track; it was set to -10.');
    expect(text).toContain('reputation 4 with "pirates", which is no faction of the 2nd edition');
  });

  it('a 1st-edition campaign has neither, so the list names them', () => {
    const game = ghsTestGame();
    game.party = { ...(game.party as Record<string, unknown>), inspiration: 3, factionReputation: { demons: 2 } };
    const { state, notCarriedOver } = importOf(game);
    expect(state.party.inspiration).toBe(0);
    expect(notCarriedOver.join('\n')).toContain('Not carried over: inspiration 3 (a 2nd-edition rule).');
    expect(notCarriedOver.join('\n')).toContain('Not carried over: faction reputation (a 2nd-edition rule).');
  });
});

describe("every field of the GHS fixture's party and characters (issue 30)", () => {
  const game = ghsTestGame();
  const party = game.party as Record<string, unknown>;
  const notes = importOf(game).notCarriedOver.join('\n');
  const empty = (value: unknown) =>
    value === 0 || value === '' || value === false || value === null || (typeof value === 'object' && Object.keys(value).length === 0);

  /** Every key path under `value` that no entry of `fields` covers, and those it names but the notes do not. */
  function unaccounted(value: Record<string, unknown>, fields: Readonly<Record<string, true | string>>, prefix = ''): string[] {
    return Object.entries(value).flatMap(([key, inner]) => {
      const path = prefix + key;
      const entry = fields[path];
      if (entry === true) return [];
      if (typeof entry === 'string')
        return empty(inner) || notes.includes(lineIn(leftBehind(entry))) ? [] : [`${path} (filled, not named)`];
      if (inner !== null && typeof inner === 'object' && !Array.isArray(inner))
        return unaccounted(inner as Record<string, unknown>, fields, `${path}.`);
      return [path];
    });
  }

  it('is carried over or named in the list of what was not', () => {
    const characters = [...(game.characters as unknown[]), ...(party.characters as unknown[]), ...(party.retirements as unknown[])];
    expect(characters.length).toBe(3);
    const missing = [
      ...unaccounted(party, GHS_PARTY_FIELDS).map((path) => `party.${path}`),
      ...characters.flatMap((c) => unaccounted(c as Record<string, unknown>, GHS_CHARACTER_FIELDS).map((path) => `character.${path}`)),
    ];
    expect(missing).toEqual([]);
    expect(notes).toContain('Quiet Fern: health, experience and loot of the scenario in progress');
  });

  it('says what was not carried over in German too, in catalog words (issue 30: the notes were English only)', () => {
    const german = campaignFromGhsBackup(JSON.stringify(game), 'c-1', {}).notCarriedOver.map((note) => lineIn(note, 'de'));
    expect(german).toContain('Nicht übernommen: geplünderte Schätze.');
    expect(german).toContain('Quiet Fern: Trefferpunkte, Erfahrung und Beute des laufenden Szenarios (Haven führt das nicht).');
    expect(german.join('\n')).not.toMatch(/Not carried over|Haven does not track/);
  });
});

describe('a file that is no GHS backup at all (issue 29: words, not jargon)', () => {
  it("says a picture is a picture, and GHS's edition data belongs under Content, each with nothing changed said once", () => {
    const picture = new TextDecoder().decode(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    expect(() => campaignFromGhsBackup(picture, 'c-1')).toThrow(/^This is a picture, not game data\. Nothing was changed\.$/);
    const data = JSON.stringify({ edition: 'gh', monsters: [], scenarios: [], characters: [] });
    const refused = rejection(JSON.parse(data));
    expect(refused.message).toBe(
      "This is Gloomhaven Secretariat's game data (monsters, scenarios, classes), not a campaign: import it under Content. Nothing was changed.",
    );
    expect(wordRefusal(refused.refusal, (key, values) => i18nIn('de').t(key as never, values as never) as unknown as string)).toBe(
      'Das sind die Spieldaten von Gloomhaven Secretariat (Monster, Szenarien, Klassen), keine Kampagne: Importiere sie unter Inhalte. Es wurde nichts geändert.',
    );
  });
});

describe('a Gloomhaven Secretariat data dump', () => {
  it('reads the game inside it, plain or with ghs- keys, and names the parts left behind', () => {
    const plain = importOf(ghsTestDataDump());
    expect(plain.kind).toBe('data-dump');
    expect(plain.state.characters).toHaveLength(3);
    expect(plain.notCarriedOver.join('\n')).toContain('GHS settings');
    const dump = ghsTestDataDump();
    const prefixed = importOf({ 'ghs-game': dump.game, 'ghs-settings': dump.settings });
    expect(prefixed.state.party.name).toBe('The Lantern Bearers');
  });
});

describe('hostile or broken GHS files are refused with the field path', () => {
  it('a wrong type', () => {
    const game = ghsTestGame();
    (game.party as Record<string, unknown>).reputation = 'lots';
    expect(rejection(game).message).toMatch(/party\.reputation: .*Nothing was changed/);
  });

  it('a wrong type inside a data dump names the path from the file root', () => {
    const dump = ghsTestDataDump();
    ((dump.game as Record<string, unknown>).characters as Record<string, unknown>[])[1]!.progress = { experience: -5 };
    expect(rejection(dump).message).toContain('game.characters.1.progress.experience');
  });

  it('a 1 MB string', () => {
    const game = ghsTestGame();
    (game.party as Record<string, unknown>).notes = 'x'.repeat(1024 * 1024);
    expect(rejection(game).message).toMatch(/party\.notes: a text of 1,048,576 characters/);
  });

  it('another game than Gloomhaven', () => {
    const game = ghsTestGame();
    (game.party as Record<string, unknown>).edition = 'fh';
    expect(rejection(game).message).toContain('GHS edition "fh"');
  });

  it('something that is no GHS file at all, or not JSON', () => {
    expect(rejection({ hello: 'world' }).message).toContain('neither a GHS game export');
    expect(() => campaignFromGhsBackup('{"revision": 1,', 'c')).toThrow(/not JSON/);
    expect(rejection([1, 2]).message).toContain('JSON object');
  });
});
