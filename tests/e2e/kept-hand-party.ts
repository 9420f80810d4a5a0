import type { HostCall } from './fixture';
import { gh1Campaign } from './gh1-campaign';

/** Ada the Brute, whose hand Haven keeps, and Bo the Cragheart in scenario 1 of GHS's gh.json. */
export interface KeptHandParty {
  sessionId: string;
  ada: string;
  bo: string;
  /** Ada's card pool, by id, name and level. */
  cards: { id: string; name: string; level: unknown }[];
  exec(command: unknown): Promise<unknown>;
}

/** The campaign (named `name`), the scenario started, and Ada's hand kept from the start: the Brute's ten level-1 cards. */
export async function keptHandParty(call: HostCall, name: string): Promise<KeptHandParty> {
  const campaignId = await gh1Campaign(call, name, async (send, id) => {
    await send('campaigns.execute', { campaignId: id, command: { type: 'CreateCharacter', classId: 'brute', name: 'Ada', gold: 15 } });
    await send('campaigns.execute', { campaignId: id, command: { type: 'CreateCharacter', classId: 'cragheart', name: 'Bo', gold: 15 } });
  });
  const [ada, bo] = ((await call('campaigns.get', { campaignId })).state.characters as { id: string }[]).map((c) => c.id) as [
    string,
    string,
  ];
  const sessionId = (await call('scenarios.start', { campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds: [ada, bo] }))
    .id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const cards = (await call('scenarios.get', { sessionId })).state.cardPools[ada].cards as KeptHandParty['cards'];
  await exec({ type: 'TrackHand', characterId: ada, cardIds: cards.filter((card) => card.level === 1).map((card) => card.id) });
  return { sessionId, ada, bo, cards, exec };
}
