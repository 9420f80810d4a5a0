import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { importGhsEdition } from '@shared/content/import/ghs/import-ghs';
import { newScenarioSessionSchema } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { openDatabase, type OpenedDatabase } from '../../main/db/open';
import { createCampaignService, type CampaignService } from '../../main/services/campaigns';
import { createContentService } from '../../main/services/content';
import { createScenarioService, type ScenarioService } from '../../main/services/scenarios';
import { describeWithPeerData, readPeerJson } from '../support/peer';
import { parsed } from '../support/commands';

/**
 * A scenario's special rules from Gloomhaven Secretariat's data, applied at the table (issue 29):
 * Barrow Lair's curses are in every deck from the start, Inox Encampment's guard spawns at the
 * end of the first round, and the play screen's view lists the rules in words.
 */
let opened: OpenedDatabase;
let scenarios: ScenarioService;
let campaigns: CampaignService;
let ids = 0;

async function casualParty(): Promise<{ campaignId: string; characterIds: string[] }> {
  const { state } = await campaigns.create({ name: 'Rules', edition: 'gh1', mode: 'casual' });
  for (const [classId, name] of [
    ['brute', 'Ada'],
    ['cragheart', 'Bo'],
  ] as const)
    await campaigns.execute(state.id, campaignCommandSchema.parse({ type: 'CreateCharacter', classId, name, gold: 15 }));
  return { campaignId: state.id, characterIds: (await campaigns.get(state.id)).state.characters.map((c) => c.id) };
}

const start = async (scenarioId: string) => {
  const party = await casualParty();
  const view = await scenarios.start(newScenarioSessionSchema.parse({ ...party, packId: 'ghs-gh1', scenarioId }));
  return { ...party, view };
};

describeWithPeerData("a scenario's special rules from gh.json", () => {
  beforeEach(async () => {
    opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-rules-')), 'haven.sqlite3'));
    const content = createContentService(opened.db);
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    await content.install(outcome.pack, outcome.report);
    campaigns = createCampaignService(opened.db, { newId: () => `c-${++ids}` });
    scenarios = createScenarioService(opened.db, content, { newId: () => `s-${++ids}`, newSeed: () => 7 });
  });
  afterEach(() => opened.close());

  it("Barrow Lair starts with three curses in every character's deck, and says so in words", async () => {
    const { view, characterIds } = await start('2');
    const decks = view.modifierDecks.filter((deck) => characterIds.includes(deck.key));
    expect(decks.map((deck) => deck.curses)).toEqual([3, 3]);
    expect(view.scenarioRules.rules).toEqual([
      { text: 'At the start of round 1: every character shuffles 3 curse cards into their attack modifier deck.', isApplied: true },
    ]);
    const german = await scenarios.get(view.id, { language: 'de' });
    expect(german.scenarioRules.rules[0]?.text).toBe(
      'Zu Beginn von Runde 1: jeder Charakter mischt 3 Fluchkarten in sein Angriffsmodifikatordeck.',
    );
    // Undo never goes before the setup: the curses stay.
    expect(view.canUndo).toBe(false);
    // The history's first line says which rule Haven applied at the start (issue 29), in both languages.
    expect(view.history.map((entry) => [entry.seq, entry.summary])).toEqual([
      [0, 'Scenario set up. Scenario rule applied at the start: every character shuffles 3 curse cards into their attack modifier deck'],
    ]);
    expect(german.history.map((entry) => entry.summary)).toEqual([
      'Szenario aufgebaut. Zu Beginn angewendete Szenarioregel: jeder Charakter mischt 3 Fluchkarten in sein Angriffsmodifikatordeck',
    ]);
  });

  it('a Minor Healing Potion heals what its card says when used, and is consumed (issue 29, point 3)', async () => {
    const party = await casualParty();
    const ada = party.characterIds[0]!;
    await campaigns.execute(
      party.campaignId,
      campaignCommandSchema.parse({ type: 'AddItem', characterId: ada, item: 'Minor Healing Potion' }),
    );
    const view = await scenarios.start(newScenarioSessionSchema.parse({ ...party, packId: 'ghs-gh1', scenarioId: '1' }));
    const hurt = await scenarios.execute(
      view.id,
      parsed({ type: 'SufferDamage', figure: { kind: 'character', id: ada }, amount: 5, source: 'other' } as ScenarioCommandInput),
    );
    const before = hurt.state.characters[ada]!.health;
    const used = await scenarios.execute(
      view.id,
      parsed({ type: 'UseItem', characterId: ada, item: 'Minor Healing Potion' } as ScenarioCommandInput),
    );
    expect(used.state.characters[ada]!.health).toBe(before + 3);
    expect(used.state.characters[ada]!.items?.map((item) => [item.name, item.status])).toEqual([['Minor Healing Potion', 'consumed']]);
  });

  it("Inox Encampment's guard spawns at the end of the first round, for a party of two, and the history says so", async () => {
    const { view, characterIds } = await start('3');
    const guards = (groups: typeof view.monsterGroups) => groups.find((group) => group.typeId === 'inox-guard')?.standees.length ?? 0;
    const before = guards(view.monsterGroups);
    for (const characterId of characterIds)
      await scenarios.execute(
        view.id,
        parsed({ type: 'ChooseInitiative', characterId, choice: { kind: 'longRest' } } as ScenarioCommandInput),
      );
    let current = await scenarios.execute(view.id, parsed({ type: 'DrawMonsterAbilityCards' }));
    while (current.turnOrder.some((slot) => slot.status === 'pending')) {
      await scenarios.execute(view.id, parsed({ type: 'StartTurn' }));
      current = await scenarios.execute(view.id, parsed({ type: 'EndTurn' }));
    }
    const after = await scenarios.execute(view.id, parsed({ type: 'EndRound' }));
    expect(guards(after.monsterGroups)).toBe(before + 1);
    expect(after.scenarioRules.rules.map((rule) => rule.isApplied)).toEqual([true, true, true]);
    // The history says which rule did it, in words (issue 29, point 2).
    expect(after.history[0]?.summary).toBe('Round 1 ended. Scenario rule: one normal Inox Guard spawns at a on the map');
    const german = await scenarios.get(view.id, { language: 'de' });
    expect(german.history[0]?.summary).toBe('Runde 1 beendet. Szenarioregel: Inox Wache (1 normal) erscheint bei a auf der Karte');
  });
  it("scenario 89's Cultists draw the deck the pack has for it: the setup deals it", async () => {
    const { view } = await start('89');
    expect(view.state.monsterTypes['cultist']?.deck).toBe('cultist-scenario-89');
    expect(view.scenarioRules.rules[0]).toEqual({
      text: 'All scenario long: Cultist draws its ability cards from the deck the scenario gives it.',
      isApplied: true,
    });
  });
});
