import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPack } from '@shared/content/demo/demo-pack';
import type { ContentPack } from '@shared/content/model/content-pack';
import { campaignCommandSchema, type CampaignCommandInput, type CampaignState } from '@shared/rules/campaign';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { composeServices, type Services } from '../compose';
import { campaignHandlers } from '../ipc/handlers/campaigns';
import { characterHandlers } from '../ipc/handlers/character';
import type { HandlerContext } from '../ipc/handlers/context';

/**
 * The event cards and quest unlocks the host fills in from the content (characters.ts,
 * campaign-packs.ts), through the handlers the screens call: a class unlocked adds the cards its
 * data names (1st ed. rulebook p. 48), a class's first retirement adds its own, and a fulfilled
 * quest's unlock is applied while its card leaves the game (p. 48).
 */
let opened: OpenedDatabase;
let services: Services;
let campaign: ReturnType<typeof campaignHandlers>;
let character: ReturnType<typeof characterHandlers>;
const request = { language: 'en' } as Parameters<ReturnType<typeof campaignHandlers>['campaigns.get']>[1];

/** The demo pack with the class event cards and quest unlocks of the real data's kind, and two more quests without any. */
function eventPack(): ContentPack {
  const pack = demoPack('gh1');
  const both = (n: number) => [
    { deck: 'city' as const, number: n },
    { deck: 'road' as const, number: n },
  ];
  return {
    ...pack,
    id: 'event-pack',
    name: 'Event Pack',
    characterClasses: pack.characterClasses.map((c) =>
      c.id === 'reedwalker' ? { ...c, unlockEvents: both(31), retireEvents: both(48) } : { ...c, retireEvents: both(40) },
    ),
    personalQuests: [
      ...pack.personalQuests,
      { id: 'personal-quest-3', number: 3, name: 'Quiet Hands', requirements: [{ text: 'Scenarios completed', target: 2 }] },
      { id: 'personal-quest-4', number: 4, name: 'Loud Feet', requirements: [{ text: 'Scenarios completed', target: 3 }] },
    ],
  };
}

beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-characters-')), 'haven.sqlite3'));
  services = composeServices(opened.db, { seed: 1234 });
  await services.content.install(eventPack(), null);
  const ctx = { services } as Pick<HandlerContext, 'services'> as HandlerContext;
  campaign = campaignHandlers(ctx);
  character = characterHandlers(ctx);
});
afterEach(() => opened.close());

async function newCampaign(): Promise<string> {
  const view = await campaign['campaigns.create'](
    { name: 'Decks', edition: 'gh1', mode: 'campaign', contentPackIds: ['event-pack'] },
    request,
  );
  return view.state.id;
}
const exec = (campaignId: string, command: CampaignCommandInput) =>
  campaign['campaigns.execute']({ campaignId, command: campaignCommandSchema.parse(command) }, request);
const stateOf = async (campaignId: string): Promise<CampaignState> => (await services.campaigns.get(campaignId)).state;
const historyOf = async (campaignId: string) => (await services.campaigns.history(campaignId)).map((h) => h.summary);
const count = (deck: readonly string[], card: string) => deck.filter((c) => c === card).length;

/** Refused, and the campaign and its history exactly as before. */
async function expectRefusedUnchanged(campaignId: string, write: () => Promise<unknown>) {
  const [before, lines] = [await stateOf(campaignId), await historyOf(campaignId)];
  await expect(write()).rejects.toThrow();
  expect(await stateOf(campaignId)).toEqual(before);
  expect(await historyOf(campaignId)).toEqual(lines);
}

/** A new character of `classId` holding `quest` with each requirement's progress typed. */
async function withQuest(campaignId: string, id: string, classId: string, quest: string, progress: number[]) {
  await exec(campaignId, { type: 'CreateCharacter', characterId: id, classId, name: id, gold: 30 });
  await exec(campaignId, { type: 'SetPersonalQuest', characterId: id, quest });
  for (const [requirement, value] of progress.entries())
    await exec(campaignId, { type: 'SetQuestProgress', characterId: id, requirement, value });
}
const retire = (campaignId: string, characterId: string) =>
  character['characters.retire']({ campaignId, characterId, isQuestFulfilled: false, spendInspiration: false }, request);

describe('class event cards and quest unlocks from the content, through the services the screens call', () => {
  it("a class unlocked adds its data's event card to both decks, shuffled from the pinned seed (p. 48); a refused unlock changes nothing", async () => {
    const id = await newCampaign();
    const before = (await stateOf(id)).eventDecks;
    expect(before.city).toHaveLength(30);
    // The screen names the class only; the host adds the cards from the class's data.
    await exec(id, { type: 'UnlockClass', classId: 'reedwalker', name: 'Reedwalker' });
    const after = (await stateOf(id)).eventDecks;
    expect([count(after.city, 'city:31'), count(after.road, 'road:31'), after.city.length, after.road.length]).toEqual([1, 1, 31, 31]);
    // Shuffled in (p. 39), not laid on the bottom.
    expect(after.city).not.toEqual([...before.city, 'city:31']);
    expect(after.road).not.toEqual([...before.road, 'road:31']);
    // The same seed deals the same order in another campaign.
    const again = await newCampaign();
    await exec(again, { type: 'UnlockClass', classId: 'reedwalker', name: 'Reedwalker' });
    expect((await stateOf(again)).eventDecks).toEqual(after);
    await expectRefusedUnchanged(id, () => exec(id, { type: 'UnlockClass', classId: 'reedwalker', name: 'Reedwalker' }));
  });

  it("a class's first retirement adds its event cards and the second adds none; the envelope and the class a quest unlocks are applied", async () => {
    const id = await newCampaign();
    await withQuest(id, 'Ada', 'lanternwright', '2 The Long Walk', [6, 0]);
    // Not fulfilled: refused, nothing written.
    await expectRefusedUnchanged(id, () => retire(id, 'Ada'));
    await exec(id, { type: 'SetQuestProgress', characterId: 'Ada', requirement: 1, value: 1 });
    const start = (await stateOf(id)).eventDecks;
    await retire(id, 'Ada');
    const first = await stateOf(id);
    expect([count(first.eventDecks.city, 'city:40'), count(first.eventDecks.road, 'road:40'), first.eventDecks.city.length]).toEqual([
      1, 1, 31,
    ]);
    expect(first.eventDecks.city).not.toEqual([...start.city, 'city:40']);
    expect(first.completedQuests).toEqual(['2 The Long Walk']);
    expect((await historyOf(id))[0]).toContain('The personal quest opens Mill;');

    // A second Lanternwright retires with the quest that unlocks the Reedwalker, named as typed (by its name alone).
    await withQuest(id, 'Cy', 'lanternwright', 'Keeper of Small Lights', [4]);
    await retire(id, 'Cy');
    const second = await stateOf(id);
    expect(second.unlockedClasses).toEqual(['reedwalker']);
    // Only the unlocked class's card is added: the Lanternwright's retirement cards are not added again.
    const { city, road } = second.eventDecks;
    expect([count(city, 'city:31'), count(road, 'road:31'), count(city, 'city:40'), count(road, 'road:40')]).toEqual([1, 1, 1, 1]);
    expect([city.length, road.length]).toEqual([32, 32]);
    expect(second.completedQuests).toEqual(['2 The Long Walk', 'Keeper of Small Lights']);
  });

  it('a fulfilled quest card leaves the game: it is never dealt again, however the sheet named it (p. 48)', async () => {
    const id = await newCampaign();
    await withQuest(id, 'Ada', 'lanternwright', '2 The Long Walk', [6, 1]);
    await retire(id, 'Ada');
    await withQuest(id, 'Cy', 'lanternwright', 'Keeper of Small Lights', [4]);
    await retire(id, 'Cy');
    const dealt = new Set<string>();
    for (let deal = 0; deal < 6; deal += 1) for (const quest of await services.town.dealPersonalQuests(id)) dealt.add(quest.name);
    expect([...dealt].sort()).toEqual(['3 Quiet Hands', '4 Loud Feet']);
  });
});
