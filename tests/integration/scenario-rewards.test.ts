import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { importGhsEdition } from '@shared/content/import/ghs/import-ghs';
import { newScenarioSessionSchema, type NewScenarioSession } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { openDatabase, type OpenedDatabase } from '../../main/db/open';
import { createCampaignService, type CampaignService } from '../../main/services/campaigns';
import { createContentService } from '../../main/services/content';
import { createScenarioService, type ScenarioService } from '../../main/services/scenarios';
import { i18nIn } from '@shared/i18n/catalogs.fixture';
import { wordRefusal, type Refusal } from '@shared/rules/refusal';
import type { RequestError } from '../../main/services/errors';
import { describeWithPeerData, readPeerJson } from '../support/peer';
import { parsed } from '../support/commands';

/**
 * Black Barrow with Gloomhaven Secretariat's own data, from the import to the settlement: its
 * rewards (party achievement "First Steps", scenario 2 unlocked) and a looted treasure reach the
 * campaign, and Barrow Lair is refused until they have (1st ed. rulebook p. 34 and p. 49).
 */
let opened: OpenedDatabase;
let scenarios: ScenarioService;
let campaigns: CampaignService;
let ids = 0;

const start = (input: NewScenarioSession) => scenarios.start(newScenarioSessionSchema.parse(input));

async function party() {
  const { state } = await campaigns.create({ name: 'Barrow', edition: 'gh1', mode: 'campaign' });
  for (const [classId, name] of [
    ['brute', 'Ada'],
    ['cragheart', 'Bo'],
  ] as const) {
    await campaigns.execute(state.id, campaignCommandSchema.parse({ type: 'CreateCharacter', classId, name, gold: 15 }));
  }
  return { campaignId: state.id, characterIds: (await campaigns.get(state.id)).state.characters.map((c) => c.id) };
}

async function winRound(sessionId: string, characterIds: readonly string[]) {
  for (const characterId of characterIds)
    await scenarios.execute(
      sessionId,
      parsed({ type: 'ChooseInitiative', characterId, choice: { kind: 'longRest' } } as ScenarioCommandInput),
    );
  await scenarios.execute(sessionId, parsed({ type: 'DrawMonsterAbilityCards' }));
  await scenarios.execute(sessionId, parsed({ type: 'MarkGoalMet' }));
  let current = await scenarios.get(sessionId);
  while (current.turnOrder.some((slot) => slot.status === 'pending')) {
    await scenarios.execute(sessionId, parsed({ type: 'StartTurn' }));
    current = await scenarios.execute(sessionId, parsed({ type: 'EndTurn' }));
  }
  return scenarios.execute(sessionId, parsed({ type: 'EndRound' }));
}

describeWithPeerData('Black Barrow settled with GHS data', () => {
  beforeEach(async () => {
    opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-rewards-')), 'haven.sqlite3'));
    const content = createContentService(opened.db);
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    await content.install(outcome.pack, outcome.report);
    campaigns = createCampaignService(opened.db, { newId: () => `c-${++ids}` });
    scenarios = createScenarioService(opened.db, content, { newId: () => `s-${++ids}`, newSeed: () => 99 });
  });
  afterEach(() => opened.close());

  it('Barrow Lair is refused before Black Barrow, and playable after its rewards are applied', async () => {
    const { campaignId, characterIds } = await party();
    await expect(start({ campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds })).rejects.toThrow(
      'Scenario 2 "Barrow Lair" needs scenario 1 completed, party achievement First Steps, which the party does not have yet (casual mode plays it regardless). No scenario was started.',
    );
    // In German: each need worded too, inside the refusal the router words (issue 18).
    const refused = await start({ campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds }).then(
      () => undefined,
      (error: RequestError) => error.refusal,
    );
    expect(refused?.key).toBe('host.setup.requirements');
    const de = i18nIn('de');
    expect(wordRefusal(refused as Refusal, (key, values) => de.t(key as never, values as never) as unknown as string)).toContain(
      'Szenario 1 abgeschlossen, Gruppenerfolg First Steps',
    );
    const view = await start({ campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds });
    expect((await winRound(view.id, characterIds)).status).toBe('ended');
    // Treasure 7 is in Black Barrow's third room; the treasure index says: a random side scenario.
    await expect(scenarios.settle(view.id, {}, { treasures: [{ characterId: characterIds[0]!, number: 8 }] })).rejects.toThrow(
      /Treasure 8 is not on this scenario's map/,
    );
    await scenarios.settle(view.id, {}, { treasures: [{ characterId: characterIds[0]!, number: 7 }] });
    const campaign = (await campaigns.get(campaignId)).state;
    expect(campaign.party.achievements).toEqual(['First Steps']);
    expect(campaign.scenarios.map((s) => [s.id, s.name, s.isCompleted])).toEqual([
      ['1', 'Black Barrow', true],
      ['2', 'Barrow Lair', false],
    ]);
    expect(campaign.lootedTreasures).toEqual([7]);
    const history = await campaigns.history(campaignId);
    expect(history[0]?.summary).toMatch(/Party achievement gained: First Steps/);
    expect(history[0]?.summary).toMatch(/Scenario 2 "Barrow Lair" unlocked/);
    expect(history[0]?.summary).toMatch(/Ada looted treasure 7 \(Draw a random side scenario \(rulebook p\. 38\)\)/);

    // Completed in campaign mode: not again; Barrow Lair now starts.
    await expect(start({ campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds })).rejects.toThrow(/already completed/);
    const lair = await start({ campaignId, packId: 'ghs-gh1', scenarioId: '2', characterIds });
    expect(lair.name).toMatch(/Barrow Lair/);
  });
});
