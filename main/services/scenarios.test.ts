import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { newScenarioSessionSchema, type NewScenarioSession } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import type { Scenario } from '@shared/content/model/scenario';
import { scenarioChoices } from '@shared/rules/campaign/scenario-choices';
import type { OpenedDatabase } from '../db/open';
import type { CampaignService } from './campaigns';
import { createContentService } from './content';
import { campaignWithDemoParty, openScenarioServices } from '../../tests/support/scenario-services';
import type { ScenarioService } from './scenarios';
import { parsed } from '../../tests/support/commands';

let opened: OpenedDatabase;
let scenarios: ScenarioService;
let campaigns: CampaignService;

beforeEach(async () => {
  ({ opened, campaigns, scenarios } = await openScenarioServices('haven-scn-'));
});
afterEach(() => opened.close());

const campaignWithParty = (edition: 'gh1' | 'gh2' = 'gh1') => campaignWithDemoParty(campaigns, edition);

const start = (input: NewScenarioSession) => scenarios.start(newScenarioSessionSchema.parse(input));

describe('scenario service', () => {
  it('starts the demo scenario from content and a campaign party: first room placed for two characters, seed stored', async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const view = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds });
    expect(view.name).toBe('The Sunken Mill');
    expect(Object.values(view.state.characters).map((c) => [c.name, c.maxHealth])).toEqual([
      ['Ada', 7],
      ['Bo', 9],
    ]);
    // Room 1 for two characters: two normal thornlings and one normal ember moth (demo scenario).
    expect(
      Object.values(view.state.monsters)
        .map((s) => `${s.typeId}/${s.rank}`)
        .sort(),
    ).toEqual(['ember-moth/normal', 'thornling/normal', 'thornling/normal']);
    expect(view.rooms.map((r) => [r.number, r.isRevealed])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(view.canUndo).toBe(false);
    const row = await opened.db.selectFrom('scenario_sessions').select(['setup', 'status']).executeTakeFirstOrThrow();
    expect(JSON.parse(row.setup).seed).toBe(1234);
    expect(row.status).toBe('playing');
  });

  it("puts the campaign character's item -1 cards and a 1st-edition donation's two blesses in its deck (rulebook pp. 8, 45)", async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const [ada, bo] = characterIds as [string, string];
    // Wicker Helm adds one -1 card (demo item); Ada donates 10 gold to the sanctuary this visit.
    await campaigns.execute(campaignId, campaignCommandSchema.parse({ type: 'AddItem', characterId: ada, item: 'Wicker Helm' }));
    await campaigns.execute(campaignId, campaignCommandSchema.parse({ type: 'Donate', characterId: ada }));
    const view = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds });
    const deckOf = (id: string) => view.modifierDecks.find((deck) => deck.key === id);
    // 20 standard cards, the helm's -1 and the two blesses.
    expect(deckOf(ada)).toMatchObject({ draw: 20 + 1 + 2, blesses: 2 });
    expect(deckOf(bo)).toMatchObject({ draw: 20, blesses: 0 });
    // The blesses are for the next scenario only: one set up after it has the helm's -1, no bless.
    const next = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds });
    expect(next.modifierDecks.find((deck) => deck.key === ada)).toMatchObject({ draw: 20 + 1, blesses: 0 });
  });

  it("puts a 2nd-edition donation's two blesses in the next scenario's deck too, and only there", async () => {
    const { campaignId, characterIds } = await campaignWithParty('gh2');
    const [ada, bo] = characterIds as [string, string];
    // Before the first scenario the party is in the City Phase's downtime: Ada donates to the Great Oak.
    await campaigns.execute(campaignId, campaignCommandSchema.parse({ type: 'Donate', characterId: ada }));
    const view = await start({ campaignId, packId: 'haven-demo-gh2', scenarioId: 'demo-1', characterIds });
    const deckOf = (id: string) => view.modifierDecks.find((deck) => deck.key === id);
    expect(deckOf(ada)).toMatchObject({ draw: 20 + 2, blesses: 2 });
    expect(deckOf(bo)).toMatchObject({ draw: 20, blesses: 0 });
    const next = await start({ campaignId, packId: 'haven-demo-gh2', scenarioId: 'demo-1', characterIds });
    expect(next.modifierDecks.find((deck) => deck.key === ada)).toMatchObject({ draw: 20, blesses: 0 });
  });

  it("refuses the setup while a road event is due, then puts the events' start effects into the scenario and clears them (p. 41; guide setup step 9)", async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const [ada, bo] = characterIds as [string, string];
    const exec = (command: Record<string, unknown>) => campaigns.execute(campaignId, campaignCommandSchema.parse(command));
    // The campaign was created with its city and road decks built (1st ed. rulebook p. 39).
    await exec({ type: 'DrawEvent', deck: 'city' });
    await exec({
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'return',
      effects: { characterIds: [ada], nextScenario: { damage: 2, conditions: ['poison'], curses: 1 } },
    });
    await exec({ type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    await exec({ type: 'TravelToScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    const input = { campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds };
    await expect(start(input)).rejects.toThrow(
      'A road event is due on the way to scenario demo-1 "The Sunken Mill"; draw and resolve it on the campaign screen before setting the scenario up. No scenario was started.',
    );
    await exec({ type: 'DrawEvent', deck: 'road' });
    await expect(start(input)).rejects.toThrow(/road event being read is not resolved yet/);
    await exec({ type: 'ResolveEvent', option: 'A', disposition: 'return', effects: {} });
    expect(await scenarios.list()).toEqual([]);

    const view = await start(input);
    expect(view.state.characters[ada]).toMatchObject({ health: 7 - 2, conditions: [{ name: 'poison', isFresh: false }] });
    expect(view.state.characters[bo]).toMatchObject({ health: 9, conditions: [] });
    expect(view.modifierDecks.find((deck) => deck.key === ada)).toMatchObject({ draw: 20 + 1, curses: 1 });
    // Taken by this scenario, in the same step: the next one starts without them.
    const campaign = (await campaigns.get(campaignId)).state;
    expect(campaign.nextScenario).toEqual([]);
    const again = await start(input);
    expect(again.state.characters[ada]).toMatchObject({ health: 7, conditions: [] });
  });

  it('starts the scenario with the items a preceding event spent or consumed turned so, once (guide setup step 9; p. 8)', async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const [ada, bo] = characterIds as [string, string];
    const exec = (command: Record<string, unknown>) => campaigns.execute(campaignId, campaignCommandSchema.parse(command));
    await exec({ type: 'AddItem', characterId: ada, item: 'Reed Sandals' });
    await exec({ type: 'AddItem', characterId: ada, item: 'Tonic of Bark' });
    await exec({ type: 'AddItem', characterId: bo, item: 'Wicker Helm' });
    await exec({ type: 'DrawEvent', deck: 'city' });
    await exec({
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'return',
      effects: {
        turnedItems: [
          { characterId: ada, name: 'Reed Sandals', as: 'spent' },
          { characterId: ada, name: 'Tonic of Bark', as: 'consumed' },
        ],
      },
    });
    const input = { campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds };
    const statusOf = (view: Awaited<ReturnType<typeof start>>, id: string) =>
      Object.fromEntries((view.state.characters[id]?.items ?? []).map((item) => [item.name, item.status]));
    const view = await start(input);
    expect(statusOf(view, ada)).toEqual({ 'Reed Sandals': 'spent', 'Tonic of Bark': 'consumed' });
    expect(statusOf(view, bo)).toEqual({ 'Wicker Helm': 'ready' });
    // Taken by this scenario: the next one starts with every item ready.
    expect(statusOf(await start(input), ada)).toEqual({ 'Reed Sandals': 'ready', 'Tonic of Bark': 'ready' });
  });

  it('refuses a bad start with a sentence and writes nothing', async () => {
    await expect(start({ packId: 'haven-demo-gh1', scenarioId: 'demo-1', characters: [] })).rejects.toThrow(
      /1 to 4 characters.*No scenario was started/,
    );
    await expect(
      start({ packId: 'nope', scenarioId: 'demo-1', characters: [{ name: 'A', classId: 'lanternwright', level: 1 }] }),
    ).rejects.toThrow(/^That content pack is not installed.*No scenario was started\.$/);
    expect(await scenarios.list()).toEqual([]);
  });

  it("offers in the play setup only scenarios Start accepts: a campaign's completed scenario is not on the list, even with all shown (issue 29)", async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const book = (await createContentService(opened.db).records('scenarios', ['haven-demo-gh1'])) as Scenario[];
    const offered = async () => scenarioChoices(book, (await campaigns.get(campaignId)).state, 'haven-demo-gh1', true);
    // Every scenario offered starts.
    expect((await offered()).map((s) => s.id)).toEqual(['demo-1']);
    for (const scenario of await offered()) {
      const view = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: scenario.id, characterIds });
      expect(view.name).toBe(scenario.name);
    }
    // Completed in campaign mode (p. 34): Start refuses it, so the list no longer offers it.
    await campaigns.execute(
      campaignId,
      campaignCommandSchema.parse({ type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' }),
    );
    await campaigns.execute(
      campaignId,
      campaignCommandSchema.parse({ type: 'RecordScenarioResult', scenarioId: 'demo-1', outcome: 'success' }),
    );
    await expect(start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds })).rejects.toThrow(/already completed/);
    expect(await offered()).toEqual([]);
  });

  it('executes commands in one transaction each; a violation throws and writes nothing', async () => {
    const view = await start({
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [
        { name: 'A', classId: 'lanternwright', level: 1 },
        { name: 'B', classId: 'reedwalker', level: 1 },
      ],
    });
    await expect(scenarios.execute(view.id, parsed({ type: 'DrawMonsterAbilityCards' }))).rejects.toThrow(/nothing/i);
    const logRows = await opened.db.selectFrom('scenario_log').selectAll().execute();
    expect(logRows).toHaveLength(0);
    const after = await scenarios.execute(
      view.id,
      parsed({
        type: 'ChooseInitiative',
        characterId: 'character-1',
        choice: { kind: 'cards', leading: 10, second: 40 },
      }),
    );
    expect(after.state.characters['character-1']?.initiative).toEqual({ kind: 'cards', leading: 10, second: 40 });
    expect(after.history[0]).toMatchObject({ seq: 1, summary: 'A: initiative 10 (second card 40)', revealsHidden: false, isUndone: false });
  });

  it('undo rebuilds from the stored events, redo draws the same card; a new command ends the redo trail', async () => {
    const view = await start({
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [
        { name: 'A', classId: 'lanternwright', level: 1 },
        { name: 'B', classId: 'reedwalker', level: 1 },
      ],
    });
    const run = async (...commands: ScenarioCommandInput[]) => {
      for (const command of commands) await scenarios.execute(view.id, parsed(command));
    };
    await run(
      { type: 'ChooseInitiative', characterId: 'character-1', choice: { kind: 'cards', leading: 10, second: 40 } },
      { type: 'ChooseInitiative', characterId: 'character-2', choice: { kind: 'longRest' } },
    );
    const drawn = await scenarios.execute(view.id, parsed({ type: 'DrawMonsterAbilityCards' }));
    expect(drawn.history[0]?.revealsHidden).toBe(true);
    const cards = drawn.monsterGroups.map((g) => g.card?.id);
    const undone = await scenarios.undo(view.id);
    expect(undone.state.phase).toBe('cardSelection');
    expect(undone.canRedo).toBe(true);
    expect(undone.history[0]?.isUndone).toBe(true);
    const redone = await scenarios.redo(view.id);
    expect(redone.monsterGroups.map((g) => g.card?.id)).toEqual(cards);
    expect(redone.state).toEqual(drawn.state);
    await scenarios.undo(view.id);
    await scenarios.execute(
      view.id,
      parsed({
        type: 'ChooseInitiative',
        characterId: 'character-2',
        choice: { kind: 'cards', leading: 20, second: 30 },
      }),
    );
    await expect(scenarios.redo(view.id)).rejects.toThrow(/nothing to redo/);
  });

  it('keeps the board in the scenario history: edits and engine commands are undone in the order they happened', async () => {
    const view = await start({
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [
        { name: 'A', classId: 'lanternwright', level: 1 },
        { name: 'B', classId: 'reedwalker', level: 1 },
      ],
    });
    expect(view.board).toBeNull();
    const thornling = Object.keys(view.state.monsters).find((id) => id.startsWith('thornling'))!;
    const figure = {
      id: thornling,
      kind: 'monster' as const,
      hex: [1, 1] as const,
      name: 'Thornling',
      isElite: false,
      isLongResting: false,
      isInvisible: false,
    };
    await scenarios.execute(view.id, parsed({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [4, 3] } }));
    await scenarios.execute(view.id, parsed({ type: 'EditBoard', edit: { type: 'placeFigure', figure } }));
    await scenarios.execute(
      view.id,
      parsed({
        type: 'ChooseInitiative',
        characterId: 'character-1',
        choice: { kind: 'cards', leading: 10, second: 40 },
      }),
    );
    const moved = await scenarios.execute(view.id, parsed({ type: 'EditBoard', edit: { type: 'moveFigure', id: thornling, to: [2, 1] } }));
    expect(moved.history[0]?.summary).toBe('Board: Thornling ' + thornling.split('#')[1] + ' moved');
    expect(moved.board?.figures.map((f) => [f.id, f.hex])).toEqual([[thornling, [2, 1]]]);
    // The board travels beside the engine state, not inside it.
    expect(moved.state).not.toHaveProperty('board');
    const undoMove = await scenarios.undo(view.id);
    expect(undoMove.board?.figures[0]?.hex).toEqual([1, 1]);
    expect(undoMove.state.characters['character-1']?.initiative).not.toBeNull();
    const undoInitiative = await scenarios.undo(view.id);
    expect(undoInitiative.state.characters['character-1']?.initiative).toBeNull();
    expect(undoInitiative.board?.figures).toHaveLength(1);
    expect((await scenarios.redo(view.id)).state.characters['character-1']?.initiative).not.toBeNull();
    // A refused edit writes nothing.
    await expect(
      scenarios.execute(view.id, parsed({ type: 'EditBoard', edit: { type: 'moveFigure', id: thornling, to: [0, 0] } })),
    ).rejects.toThrow(/nothing changed/);
    const rows = await opened.db.selectFrom('scenario_log').select('seq').where('session_id', '=', view.id).execute();
    expect(rows).toHaveLength(4);
    // A standee killed in the session leaves the board.
    const killed = await scenarios.execute(
      view.id,
      parsed({
        type: 'SufferDamage',
        figure: { kind: 'monster', id: thornling },
        amount: 99,
        source: 'other',
      }),
    );
    expect(killed.board?.figures).toEqual([]);
    expect((await scenarios.undo(view.id)).board?.figures).toHaveLength(1);
  });

  it('refuses to remove the content pack a running scenario comes from, naming it; once the session is gone the pack can go', async () => {
    const content = createContentService(opened.db);
    const { campaignId, characterIds } = await campaignWithParty();
    const view = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds });
    const error = await content.remove('haven-demo-gh1').catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/"The Sunken Mill".*Nothing was changed\.$/);
    expect((error as Error).message).not.toContain('haven-demo-gh1');
    expect((await content.list()).map((p) => p.id)).toContain('haven-demo-gh1');
    expect((await scenarios.get(view.id)).rooms).toHaveLength(2);
    await scenarios.remove(view.id);
    await content.remove('haven-demo-gh1');
    expect((await content.list()).map((p) => p.id)).toEqual(['haven-demo-gh2']);
  });

  it('settles an ended scenario into the campaign in one step; undone in the campaign, it can be settled again', async () => {
    const { campaignId, characterIds } = await campaignWithParty();
    const view = await start({ campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds, scenarioLevel: 2 });
    await expect(scenarios.settle(view.id, {})).rejects.toThrow(/not ended/);
    const [a, b] = characterIds as [string, string];
    for (const command of [
      { type: 'ChooseInitiative', characterId: a, choice: { kind: 'cards', leading: 5, second: 6 } },
      { type: 'ChooseInitiative', characterId: b, choice: { kind: 'longRest' } },
      { type: 'DrawMonsterAbilityCards' },
      { type: 'GainExperience', characterId: a, amount: 4 },
      { type: 'LootMoneyTokens', characterId: b, count: 2 },
      { type: 'MarkGoalMet' },
    ] as ScenarioCommandInput[])
      await scenarios.execute(view.id, parsed(command));
    let current = await scenarios.get(view.id);
    while (current.turnOrder.some((slot) => slot.status === 'pending')) {
      await scenarios.execute(view.id, parsed({ type: 'StartTurn' }));
      current = await scenarios.execute(view.id, parsed({ type: 'EndTurn' }));
    }
    const ended = await scenarios.execute(view.id, parsed({ type: 'EndRound' }));
    expect(ended.status).toBe('ended');
    // Level 2: bonus experience 4 + 2x2 = 8, gold 3 per token (scenario level table).
    expect(ended.settlement?.characters).toEqual([
      { characterId: a, experience: 12, moneyTokens: 0, gold: 0, checkmarks: 0 },
      { characterId: b, experience: 8, moneyTokens: 2, gold: 6, checkmarks: 0 },
    ]);
    const settled = await scenarios.settle(view.id, { [a]: 1 });
    expect(settled.status).toBe('settled');
    expect(settled.appliedCheckmarks).toEqual({ [a]: 1, [b]: 0 });
    const campaign = (await campaigns.get(campaignId)).state;
    expect(campaign.characters.map((c) => [c.xp, c.gold, c.checkmarks])).toEqual([
      [12, 15, 1],
      [8, 21, 0],
    ]);
    expect(campaign.scenarios).toEqual([{ id: 'demo-1', name: 'The Sunken Mill', isUnlocked: true, isCompleted: true, attempts: 1 }]);
    const history = await campaigns.history(campaignId);
    expect(history[0]?.summary).toMatch(/^Settled "The Sunken Mill"/);
    await expect(scenarios.settle(view.id, {})).rejects.toThrow(/already settled/);
    await expect(scenarios.undo(view.id)).rejects.toThrow(/settled/);

    await campaigns.undo(campaignId);
    expect((await campaigns.get(campaignId)).state.characters[0]?.xp).toBe(0);
    expect((await scenarios.get(view.id)).status).toBe('ended');
    // Settleable again, the session still needs its pack; settled, it does not.
    const content = createContentService(opened.db);
    await expect(content.remove('haven-demo-gh1')).rejects.toThrow(/"The Sunken Mill".*Nothing was changed\.$/);
    expect((await scenarios.settle(view.id, {})).status).toBe('settled');
    await content.remove('haven-demo-gh1');
  });

  it('lists sessions to resume, and ad hoc play uses monster types chosen by hand', async () => {
    const view = await start({
      packId: 'haven-demo-gh2',
      monsterTypeIds: ['bog-shambler'],
      characters: [{ name: 'Solo', classId: 'Reedwalker', level: 3 }],
    });
    expect(view.name).toBe('Ad hoc scenario');
    // Its title is worded from its kind in the reader's language, not the English kept with it (issue 29).
    expect((await scenarios.get(view.id, { language: 'de' })).name).toBe('Freies Szenario');
    expect((await scenarios.list(undefined, { language: 'de' })).find((s) => s.id === view.id)?.name).toBe('Freies Szenario');
    expect((await scenarios.list()).find((s) => s.id === view.id)?.name).toBe('Ad hoc scenario');
    expect(view.monsterGroups).toEqual([]);
    const added = await scenarios.execute(
      view.id,
      parsed({
        type: 'AddMonsters',
        monsters: [{ typeId: 'bog-shambler', rank: 'elite', standeeNumber: 2 }],
      }),
    );
    expect(added.monsterGroups[0]).toMatchObject({
      typeId: 'bog-shambler',
      standees: [expect.objectContaining({ id: 'bog-shambler#2', rank: 'elite' })],
    });
    expect(await scenarios.list()).toEqual([expect.objectContaining({ id: view.id, status: 'playing', round: 1, characters: ['Solo'] })]);
  });
});
