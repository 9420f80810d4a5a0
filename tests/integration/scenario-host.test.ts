import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { SocketClient as Client } from '../support/socket-client';
import { startTestWebHost } from '../support/web-host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { ScenarioSessionSummary, ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { FigureRef, ModifierCard, ScenarioCommandInput, ScenarioState } from '@shared/rules/scenario';

/** Kept across a restart of the host (the test that reopens it). */
const dataDir = mkdtempSync(join(tmpdir(), 'haven-scenario-host-'));
let host: Host;
let client: Client;
let close: () => Promise<void>;

async function open(): Promise<void> {
  ({ host, client, stop: close } = await startTestWebHost({ dataDir }));
}

beforeAll(() => open());
afterAll(() => close());

let sessionId = '';
/** The session's full state as the host keeps it in the data file. */
function storedState(): ScenarioState {
  const db = new Database(host.dataFile, { readonly: true });
  try {
    return JSON.parse(
      (db.prepare('SELECT state FROM scenario_sessions WHERE id = ?').get(sessionId) as { state: string }).state,
    ) as ScenarioState;
  } finally {
    db.close();
  }
}
let campaignId = '';
let ada = '';
let bo = '';
const exec = (command: ScenarioCommandInput) => client.value<ScenarioSessionView>('scenarios.execute', { sessionId, command });
const monsterRef = (id: string): FigureRef => ({ kind: 'monster', id });

/** Normal draws (no advantage): rolling cards come first and the chain stops at the first card that does not roll (guide). */
function expectRollingChain(drawn: ModifierCard[]): void {
  expect(drawn.length).toBeGreaterThan(0);
  drawn.slice(0, -1).forEach((card) => expect(card.isRolling).toBe(true));
  expect(drawn.at(-1)?.isRolling).toBe(false);
}

const seen = { rollingChains: 0, advantageDraws: 0, kills: 0, blessDrawn: 0, curseDrawn: 0, damage: 0 };

/** Plays every turn of the round: characters attack the first monster standing, monsters attack Ada (she loses cards to negate it). */
async function playTurns(round: number): Promise<ScenarioSessionView> {
  let view = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
  const order = view.turnOrder.map((slot) => slot.initiative);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  for (;;) {
    view = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    if (!view.turnOrder.some((slot) => slot.status === 'pending')) return view;
    const expected = view.turnOrder.find((slot) => slot.status === 'pending')!;
    view = await exec({ type: 'StartTurn' });
    const active = view.state.activeFigure!;
    expect(active).toEqual(expected.figure);
    expect(view.turnOrder.find((slot) => slot.status === 'active')?.figure).toEqual(active);
    if (active.kind === 'character') {
      const target = Object.values(view.state.monsters)[0];
      if (target !== undefined) {
        const hasAdvantage = active.id === bo && round === 2;
        const before = target.health;
        const deckBefore = view.modifierDecks.find((d) => d.key === active.id)!;
        view = await exec({ type: 'Attack', attacker: active, attack: 2, targets: [{ target: monsterRef(target.id), hasAdvantage }] });
        const draw = view.lastModifierDraw!;
        expect(draw.deck).toBe(active.id);
        if (hasAdvantage) {
          // 1st edition advantage: two cards (more with rolling ones) are drawn and both are shown.
          expect(draw.drawn.length).toBeGreaterThanOrEqual(2);
          seen.advantageDraws += 1;
        } else {
          expectRollingChain(draw.drawn);
          if (draw.drawn.length > 1) seen.rollingChains += 1;
        }
        seen.blessDrawn += draw.drawn.filter((c) => c.id === 'bless').length;
        const deckAfter = view.modifierDecks.find((d) => d.key === active.id)!;
        expect(deckAfter.blesses).toBe(deckBefore.blesses - draw.drawn.filter((c) => c.id === 'bless').length);
        const result = draw.results[0]!;
        const after = view.state.monsters[target.id];
        if (after === undefined) {
          seen.kills += 1;
          expect(view.history[0]?.summary).toMatch(/died/);
        } else expect(after.health).toBe(before - result.damage);
      }
      if (active.id === ada && round === 1) view = await exec({ type: 'InfuseElement', element: 'fire' });
      if (active.id === ada && round === 2) {
        expect(view.state.elements.fire).toBe('waning');
        view = await exec({ type: 'ConsumeElement', element: 'fire' });
        expect(view.state.elements.fire).toBe('inert');
      }
    } else if (active.kind === 'monster') {
      const group = view.monsterGroups.find((g) => g.standees.some((s) => s.id === active.id))!;
      const standee = group.standees.find((s) => s.id === active.id)!;
      const actions = group.card?.actions[standee.rank] ?? [];
      if (actions.some((a) => a.type === 'attack')) {
        const healthBefore = view.state.characters[ada]!.health;
        view = await exec({ type: 'Attack', attacker: active, targets: [{ target: { kind: 'character', id: ada }, negateDamage: true }] });
        expect(view.lastModifierDraw?.deck).toBe('monsters');
        seen.curseDrawn += view.lastModifierDraw!.drawn.filter((c) => c.id === 'curse').length;
        expect(view.state.characters[ada]!.health).toBeLessThanOrEqual(healthBefore);
      }
    }
    const ending = view.state.activeFigure!;
    view = await exec({ type: 'EndTurn' });
    expect(view.state.activeFigure).toBeNull();
    expect(view.state.actedThisRound).toContain(`${ending.kind}:${ending.id}`);
  }
}

async function chooseAndDraw(round: number): Promise<ScenarioSessionView> {
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 10 + round, second: 60 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 40 + round, second: 70 } });
  const view = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(view.state.phase).toBe('turns');
  expect(view.history[0]).toMatchObject({ commandType: 'DrawMonsterAbilityCards', revealsHidden: true });
  for (const group of view.monsterGroups.filter((g) => g.standees.length > 0)) {
    expect(group.card).not.toBeNull();
    expect(
      view.turnOrder
        .filter((slot) => slot.figure.kind === 'monster' && group.standees.some((s) => s.id === slot.figure.id))
        .every((slot) => slot.initiative === group.card?.initiative),
    ).toBe(true);
  }
  return view;
}

describe('the demo scenario through the host', () => {
  it('sets up a campaign party and starts The Sunken Mill', async () => {
    campaignId = (await client.value<CampaignView>('campaigns.create', { name: 'Mill run', edition: 'gh1' })).state.id;
    for (const [classId, name] of [
      ['lanternwright', 'Ada'],
      ['reedwalker', 'Bo'],
    ]) {
      await client.value('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 15 } });
    }
    [ada, bo] = (await client.value<CampaignView>('campaigns.get', { campaignId })).state.characters.map((c) => c.id) as [string, string];
    // Ada earns a perk with three checkmarks and takes the Lanternwright's rolling muddle cards (demo class perk 4).
    await client.value('campaigns.execute', { campaignId, command: { type: 'ChangeCheckmarks', characterId: ada, amount: 3 } });
    await client.value('campaigns.execute', { campaignId, command: { type: 'AddPerk', characterId: ada, perk: '#4' } });

    const view = await client.value<ScenarioSessionView>('scenarios.start', {
      campaignId,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: [ada, bo],
      scenarioLevel: 1,
    });
    sessionId = view.id;
    expect(view.state.level.scenarioLevel).toBe(1);
    expect(view.modifierDecks.find((d) => d.key === ada)?.draw).toBe(23);
    expect(view.monsterGroups.map((g) => [g.typeId, g.standees.length])).toEqual([
      ['thornling', 2],
      ['ember-moth', 1],
    ]);
    // Level 1 normal thornling: 4 hit points, move 2, attack 2, retaliate 1 (demo monster).
    expect(view.monsterGroups[0]?.stats.normal).toMatchObject({ health: 4, move: 2, attack: 2, attributes: { retaliate: 1 } });
    expect(client.events.some((e) => e.event === 'scenarios.changed')).toBe(true);
  });

  it('refuses a command out of turn with a clear sentence and changes nothing', async () => {
    const result = await client.call('scenarios.execute', { sessionId, command: { type: 'DrawMonsterAbilityCards' } });
    expect(result).toMatchObject({ ok: false, code: 'request' });
    expect(!result.ok && result.error).toMatch(/nothing/i);
    // A rule's sentence that already says nothing changed is not told so twice.
    const unmoved = await client.call('scenarios.execute', {
      sessionId,
      command: { type: 'EditBoard', edit: { type: 'moveFigure', id: 'nobody', to: [0, 0] } },
    });
    expect(!unmoved.ok && unmoved.error.match(/nothing (was )?changed/gi)).toHaveLength(1);
    expect((await client.value<ScenarioSessionView>('scenarios.get', { sessionId })).history).toEqual([]);
  });

  it('round 1: initiative, draws, undo and redo draw the same cards, turns with attacks, fire infused, end of round', async () => {
    const drawn = await chooseAndDraw(1);
    const rngAtDraw = storedState().rng;
    const cards = drawn.monsterGroups.map((g) => g.card?.id);
    const undone = await client.value<ScenarioSessionView>('scenarios.undo', { sessionId });
    expect(undone.state.phase).toBe('cardSelection');
    expect(undone.monsterGroups.every((g) => g.card === null)).toBe(true);
    const redone = await client.value<ScenarioSessionView>('scenarios.redo', { sessionId });
    expect(redone.monsterGroups.map((g) => g.card?.id)).toEqual(cards);
    // The generator stays in the host (it is not sent); redo brings it back as it was.
    expect(storedState().rng).toEqual(rngAtDraw);

    let view = await playTurns(1);
    expect(view.state.elements.fire).toBe('strong');
    view = await exec({ type: 'EndRound' });
    expect(view.state.round).toBe(2);
    expect(view.state.elements.fire).toBe('waning');
    expect(view.state.characters[ada]?.initiative).toBeNull();
  });

  it('round 2: bless and curse shuffled in and counted, advantage shows both cards, fire consumed, a trap, a heal, a condition', async () => {
    // A standee placed with a chosen number, so Bo always has a target for his advantage attack.
    const start = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    const free = [6, 5, 4, 3, 2, 1].find((n) => start.state.monsters[`thornling#${n}`] === undefined)!;
    let view = await exec({ type: 'AddMonsters', monsters: [{ typeId: 'thornling', rank: 'elite', standeeNumber: free }] });
    expect(view.state.monsters[`thornling#${free}`]).toMatchObject({ rank: 'elite', health: 6 });
    view = await exec({ type: 'ShuffleInModifierCard', deck: ada, card: 'bless' });
    expect(view.modifierDecks.find((d) => d.key === ada)).toMatchObject({ blesses: 1, draw: expect.any(Number) });
    view = await exec({ type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' });
    expect(view.modifierDecks.find((d) => d.key === 'monsters')?.curses).toBe(1);
    const boHealth = view.state.characters[bo]!.health;
    view = await exec({ type: 'SufferDamage', figure: { kind: 'character', id: bo }, amount: 3, source: 'trap' });
    expect(view.state.characters[bo]?.health).toBe(boHealth - 3);
    view = await exec({ type: 'Heal', figure: { kind: 'character', id: bo }, amount: 1 });
    expect(view.state.characters[bo]?.health).toBe(boHealth - 2);
    const standee = Object.keys(view.state.monsters)[0]!;
    view = await exec({ type: 'AddCondition', figure: monsterRef(standee), condition: 'poison' });
    expect(view.state.monsters[standee]?.conditions.map((c) => c.name)).toEqual(['poison']);
    await chooseAndDraw(2);
    await playTurns(2);
    expect(seen.advantageDraws).toBeGreaterThan(0);
    view = await exec({ type: 'EndRound' });
    expect(view.state.round).toBe(3);
  });

  it('restarts the host on the same data folder and resumes where it was', async () => {
    const before = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    await close();
    await open();
    const sessions = await client.value<ScenarioSessionSummary[]>('scenarios.list', { campaignId });
    expect(sessions).toEqual([expect.objectContaining({ id: sessionId, status: 'playing', round: 3, characters: ['Ada', 'Bo'] })]);
    const after = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    expect(after.state).toEqual(before.state);
    expect(after.history).toEqual(before.history);
    // Undo and redo still work on the stored log after the restart.
    const undone = await client.value<ScenarioSessionView>('scenarios.undo', { sessionId });
    expect(undone.state.round).toBe(2);
    const redone = await client.value<ScenarioSessionView>('scenarios.redo', { sessionId });
    expect(redone.state).toEqual(before.state);
  });

  it('round 3: the door opens room 2, the last turns are played, the goal is met and the scenario is settled into the campaign', async () => {
    let view = await client.value<ScenarioSessionView>('scenarios.get', { sessionId });
    const room = view.rooms.find((r) => r.number === 2)!;
    expect(room.isRevealed).toBe(false);
    view = await exec({ type: 'RevealRoom', roomId: '2', monsters: room.monsters });
    expect(view.rooms.find((r) => r.number === 2)?.isRevealed).toBe(true);
    expect(view.monsterGroups.map((g) => g.typeId)).toEqual(expect.arrayContaining(['bog-shambler', 'mill-warden']));
    // The Mill Warden's health is 6xC at level 1 with two characters (demo boss).
    expect(Object.values(view.state.monsters).find((s) => s.typeId === 'mill-warden')?.maxHealth).toBe(12);
    // A kill: the monster dies and drops a money token (guide "Monsters dying drop money").
    const victim = Object.values(view.state.monsters).find((s) => s.typeId === 'bog-shambler')!;
    const tokensBefore = view.state.moneyTokensPlaced;
    view = await exec({ type: 'SufferDamage', figure: monsterRef(victim.id), amount: victim.health, source: 'other' });
    expect(view.state.monsters[victim.id]).toBeUndefined();
    expect(view.state.moneyTokensPlaced).toBe(tokensBefore + 1);
    expect(view.history[0]?.summary).toMatch(/died \(money token dropped\)/);
    seen.kills += 1;
    await chooseAndDraw(3);
    await exec({ type: 'GainExperience', characterId: ada, amount: 3 });
    await exec({ type: 'LootMoneyTokens', characterId: bo, count: 1 });
    await playTurns(3);
    await exec({ type: 'MarkGoalMet' });
    view = await exec({ type: 'EndRound' });
    expect(view.status).toBe('ended');
    expect(view.state.outcome).toBe('success');
    expect(seen.kills).toBeGreaterThan(0);
    // Rolling cards: Ada's deck holds three; every normal draw was checked as a chain above.
    expect(seen.rollingChains + seen.advantageDraws).toBeGreaterThan(0);
    const settlement = view.settlement!;
    const adaShare = settlement.characters.find((c) => c.characterId === ada)!;
    // Level 1: bonus experience 4 + 2x1 = 6 (scenario level table).
    expect(adaShare.experience).toBe(3 + 6);
    // Bo looted one token: 2 gold at level 1.
    expect(settlement.characters.find((c) => c.characterId === bo)).toMatchObject({ moneyTokens: 1, gold: 2 });
    const settled = await client.value<ScenarioSessionView>('scenarios.settle', { sessionId, battleGoalCheckmarks: { [ada]: 1 } });
    expect(settled.status).toBe('settled');
    const campaign = await client.value<CampaignView>('campaigns.get', { campaignId });
    const sheet = campaign.state.characters.find((c) => c.id === ada)!;
    expect(sheet.xp).toBe(9);
    expect(sheet.checkmarks).toBe(4);
    expect(campaign.state.scenarios[0]).toMatchObject({ id: 'demo-1', isCompleted: true });
    expect(client.events.some((e) => e.event === 'campaigns.changed')).toBe(true);
  });
});
