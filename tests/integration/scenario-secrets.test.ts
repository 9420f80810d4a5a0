import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import type { WebServer } from '../../main/web/server';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput, ScenarioState } from '@shared/rules/scenario';
import { SocketClient } from '../support/socket-client';
import { startWebHost } from '../support/web-host';

// What the screens receive: the table's view of a scenario, never the random generator or the
// order of a draw pile (with them any client would know the next card). Checked on the raw frames
// of every answer and event while a scenario is played, against the state the host keeps.

let host: Host;
let web: WebServer;
let close: () => Promise<void>;
let client: SocketClient;
let watcher: SocketClient;

beforeAll(async () => {
  ({ host, web, close } = await startWebHost());
  client = await SocketClient.connect(web.url);
  watcher = await SocketClient.connect(web.url);
});
afterAll(async () => {
  client.socket.close();
  watcher.socket.close();
  await close();
});

function storedState(sessionId: string): ScenarioState {
  const db = new Database(host.dataFile, { readonly: true });
  try {
    return JSON.parse(
      (db.prepare('SELECT state FROM scenario_sessions WHERE id = ?').get(sessionId) as { state: string }).state,
    ) as ScenarioState;
  } finally {
    db.close();
  }
}

/** Every draw pile the host holds, in order (ability decks by card id, modifier decks by card id). */
function drawPiles(state: ScenarioState): string[][] {
  const modifier = [state.monsterModifierDeck, state.allyModifierDeck, ...Object.values(state.characterModifierDecks)].flatMap((deck) =>
    deck ? [deck.drawPile.map((card) => card.id)] : [],
  );
  return [...Object.values(state.abilityDecks).map((deck) => deck.drawPile), ...modifier];
}

it("no answer or event carries the generator or a draw pile's order; the counts and discards are there", async () => {
  const started = await client.value<ScenarioSessionView>('scenarios.start', {
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characters: [
      { name: 'Ada', classId: 'lanternwright', level: 1 },
      { name: 'Bo', classId: 'reedwalker', level: 1 },
    ],
    scenarioLevel: 1,
  });
  const sessionId = started.id;
  const [ada, bo] = Object.keys(started.state.characters) as [string, string];
  const exec = (command: ScenarioCommandInput) => client.value<ScenarioSessionView>('scenarios.execute', { sessionId, command });
  await exec({ type: 'ShuffleInModifierCard', deck: 'monsters', card: 'bless' });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 10, second: 11 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 12, second: 13 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  let view = await exec({ type: 'StartTurn' });
  const target = Object.values(view.state.monsters)[0]!;
  view = await exec({
    type: 'Attack',
    attacker: view.state.activeFigure!,
    attack: 2,
    targets: [{ target: { kind: 'monster', id: target.id } }],
  });
  expect(view.lastModifierDraw?.drawn.length).toBeGreaterThan(0);
  await client.value('scenarios.undo', { sessionId });
  view = await client.value<ScenarioSessionView>('scenarios.redo', { sessionId });
  await client.value('scenarios.list', {});
  await expect.poll(() => watcher.events.length).toBeGreaterThan(5);

  // The table's view: counts and the face-up discards, matching what the host holds.
  const stored = storedState(sessionId);
  const deckKey = started.monsterGroups[0]!.deck;
  expect(view.state.abilityDecks[deckKey]).toEqual({
    draw: stored.abilityDecks[deckKey]!.drawPile.length,
    discardPile: stored.abilityDecks[deckKey]!.discardPile,
  });
  expect(view.state.characterModifierDecks[ada]).toEqual({
    draw: stored.characterModifierDecks[ada]!.drawPile.length,
    discardPile: stored.characterModifierDecks[ada]!.discardPile,
    needsShuffle: stored.characterModifierDecks[ada]!.needsShuffle,
  });
  expect(view.state.monsterModifierDeck.draw).toBe(stored.monsterModifierDeck.drawPile.length);

  // The raw frames, as any client on the socket received them.
  const frames = [...client.frames, ...watcher.frames];
  expect(frames.length).toBeGreaterThan(10);
  const rng = JSON.stringify(stored.rng);
  const piles = drawPiles(stored).filter((pile) => pile.length >= 2);
  expect(piles.length).toBeGreaterThan(2);
  for (const text of frames) {
    expect(text).not.toMatch(/"rng"|"drawPile"/);
    expect(text).not.toContain(rng.slice(1, -1));
    for (const pile of piles) expect(text).not.toContain(JSON.stringify(pile).slice(1, -1));
  }
});
