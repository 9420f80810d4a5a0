import type { z } from 'zod';
import type { retireCharacterSchema } from './command-schemas';
import type { CampaignEvent } from './events';
import { INSPIRATION_TO_RETIRE } from './factions';
import { changeProsperity } from './prosperity';
import { questProgressOf } from './quest-progress';
import { RETIREMENT_PROSPERITY, retirementStatus } from './retirement';
import type { CampaignState, Character } from './state';
import { shuffleInEvents } from './town/add-events';
import { isRefused, refused, type Refused } from './violation';

type Retire = z.output<typeof retireCharacterSchema>;

/**
 * Retiring (1st ed. rulebook p. 48 "Announcing Retirement"; 2nd ed. "Retire a Character", p. 55):
 * - the quest is checked at this moment: what the campaign counts (gold held, items owned,
 *   scenarios completed...) is counted now, so gold spent below a gold goal refuses it (the FAQ:
 *   the conditions must be fulfilled when the character retires); the rest is the typed progress;
 * - 2nd edition: instead, the party may spend 15 inspiration for a quest not fulfilled (p. 55);
 *   the character then retires as by its quest;
 * - money is gone, items return to the city, the city gains prosperity;
 * - the quest card leaves the game and its unlock is applied: a class (with its event cards), or
 *   an envelope to open; one opened before gives a random item design and side scenario instead;
 * - a class's first retirement adds its event cards; the campaign's first opens the Town Records
 *   (1st edition, pp. 40, 49).
 */
export function decideRetirement(state: CampaignState, character: Character, command: Retire): CampaignEvent[] | Refused {
  const tracks = command.questTracks ?? null;
  const progress = tracks ? questProgressOf(character, state, tracks, command.ownedItems) : character.questProgress;
  const status = retirementStatus({ ...character, questProgress: progress }, command.questTargets ?? null);
  if (status === 'no-quest') return refused('campaign.noQuest', { name: character.name });
  const characterId = character.id;
  const events: CampaignEvent[] = [];
  if (command.spendInspiration) {
    const spent = spendInspiration(state, character, status === 'fulfilled' || command.isQuestFulfilled);
    if (isRefused(spent)) return spent;
    events.push(spent);
  } else if (status === 'in-progress') return refused('campaign.questNotFulfilled', { name: character.name });
  else if (status === 'unknown' && !command.isQuestFulfilled)
    return refused('campaign.confirmQuest', { name: character.name, quest: character.personalQuest ?? '' });
  events.push({ type: 'CharacterRetired', characterId, goldLost: character.gold, itemsReturned: [...character.items] });
  const from = state.party.prosperityCheckmarks;
  const to = changeProsperity(state.edition, from, RETIREMENT_PROSPERITY[state.edition]);
  if (to !== from) events.push({ type: 'ProsperityChanged', from, to, reason: 'retirement' });
  events.push({ type: 'PersonalQuestCompleted', characterId, quest: character.personalQuest });
  events.push(...unlockOf(state, command.questUnlock));
  const classId = character.classId.toLowerCase();
  const isFirstOfClass = !state.characters.some((c) => c.isRetired && !c.isDead && c.classId.toLowerCase() === classId);
  if (isFirstOfClass) events.push(...shuffleInEvents(afterAll(state, events), command.classEvents));
  if (state.edition === 'gh1' && !state.townRecords) events.push({ type: 'TownRecordsOpened' });
  return events;
}

/** 2nd edition only, for a quest not fulfilled, and with 15 inspiration in hand (p. 55). */
function spendInspiration(state: CampaignState, character: Character, isFulfilled: boolean): CampaignEvent | Refused {
  if (state.edition !== 'gh2') return refused('campaign.inspirationRetireEdition');
  if (isFulfilled) return refused('campaign.inspirationRetireFulfilled', { name: character.name });
  const from = state.party.inspiration;
  if (from < INSPIRATION_TO_RETIRE) return refused('campaign.inspirationRetireShort', { from, need: INSPIRATION_TO_RETIRE });
  return { type: 'InspirationChanged', from, to: from - INSPIRATION_TO_RETIRE };
}

function unlockOf(state: CampaignState, unlock: Retire['questUnlock']): CampaignEvent[] {
  if (!unlock) return [];
  if ('envelope' in unlock) return [{ type: 'EnvelopeOpened', envelope: unlock.envelope, reason: 'quest' }];
  if (state.unlockedClasses.includes(unlock.classId)) return [{ type: 'UnlockOpenedBefore', name: unlock.name || unlock.classId }];
  return [{ type: 'ClassUnlocked', classId: unlock.classId, name: unlock.name }, ...shuffleInEvents(state, unlock.events)];
}

/** The generator and decks as the events so far left them (two shuffles in one retirement). */
function afterAll(state: CampaignState, events: readonly CampaignEvent[]): CampaignState {
  let next = state;
  for (const event of events) {
    if (event.type === 'EventDeckShuffled')
      next = { ...next, eventDecks: { ...next.eventDecks, [event.deck]: event.order }, ...(event.rng ? { rng: event.rng } : {}) };
  }
  return next;
}
