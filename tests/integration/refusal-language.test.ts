import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import type { CampaignView } from '@shared/ipc/campaign-types';
import type { FoundersView } from '@shared/ipc/channels/founders';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';

/**
 * A refusal is worded in the language the request names (issue 18): the same refusal in English
 * is the engine's sentence word for word, in German the catalog's German, with the key and values
 * beside it — one case for each rules engine and for a request the input check refuses.
 */
let host: Host;
beforeAll(async () => {
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-refusal-language-')), mode: 'test' });
});
afterAll(() => host.close());

async function value<T>(channel: string, input: unknown): Promise<T> {
  const result = await host.invoke(channel, input);
  if (!result.ok) throw new Error(result.error);
  return result.value as T;
}

/** The same request in English and in German: both refused, with the same key. */
async function refusedIn(channel: string, input: unknown) {
  const english = await host.invoke(channel, input, 'en');
  const german = await host.invoke(channel, input, 'de');
  if (english.ok || german.ok) throw new Error(`${channel} was not refused`);
  expect(german.code).toBe(english.code);
  expect(german.refusal).toEqual(english.refusal);
  return { english: english.error, german: german.error, refusal: german.refusal };
}

describe("a refusal in the request's language", () => {
  it('the campaign engine: gold the character does not have', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Refusals', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'a', classId: 'Reedwalker', name: 'Ana', gold: 3 },
    });
    const { english, german, refusal } = await refusedIn('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'ChangeGold', characterId: 'a', amount: -5 },
    });
    expect(english).toBe('Ana has 3 gold; cannot lose 5. Gold never goes below 0. Nothing was changed.');
    expect(german).toBe('Ana hat 3 Gold und kann nicht 5 verlieren. Gold fällt nie unter 0. Es wurde nichts geändert.');
    expect(refusal).toEqual({ key: 'campaign.goldBelowZero', params: { name: 'Ana', gold: '3', amount: '5' } });
  });

  it('the Founders engine: a player who is not in the game', async () => {
    const { id: gameId } = await value<FoundersView>('founders.create', { name: 'Refused', players: [{ colour: 'Blue', race: 'Inox' }] });
    const { english, german } = await refusedIn('founders.execute', { gameId, command: { type: 'BuildHouse', player: 'Green' } });
    expect(english).toBe('There is no Green player in this game; name a player of this game. Nothing was changed.');
    expect(german).toBe('In dieser Partie gibt es keinen Spieler Green; nenne einen Spieler dieser Partie. Es wurde nichts geändert.');
  });

  it('the scenario engine: a turn started before the monster cards are drawn', async () => {
    const { state } = await value<CampaignView>('campaigns.create', { name: 'Refused scenario', edition: 'gh1' });
    await value('campaigns.execute', {
      campaignId: state.id,
      command: { type: 'CreateCharacter', characterId: 'b', classId: 'reedwalker', name: 'Bo', gold: 15 },
    });
    const { id: sessionId } = await value<ScenarioSessionView>('scenarios.start', {
      campaignId: state.id,
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characterIds: ['b'],
      scenarioLevel: 1,
    });
    const { english, german, refusal } = await refusedIn('scenarios.execute', { sessionId, command: { type: 'StartTurn' } });
    expect(english).toBe(
      "Round 1's monster ability cards are not revealed yet; no turn was started. Record every character's initiative and draw the monster cards. Nothing was changed.",
    );
    expect(german).toBe(
      'Die Monster-Fähigkeitskarten der Runde 1 sind noch nicht aufgedeckt; kein Zug wurde begonnen. Vermerkt die Initiative jedes Charakters und zieht die Monsterkarten. Es wurde nichts geändert.',
    );
    expect(refusal).toEqual({ key: 'scenario.monsterCardsHidden', params: { round: '1' } });
  });

  it('the input check: a text far too long', async () => {
    const { english, german } = await refusedIn('campaigns.create', { name: 'x'.repeat(10_001), edition: 'gh1' });
    expect(english).toBe('The name is too long: at most 10,000 characters. Nothing was changed.');
    expect(german).toBe('Das Feld „name“ ist zu lang: höchstens 10.000 Zeichen. Es wurde nichts geändert.');
  });
});
