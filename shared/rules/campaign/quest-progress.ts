import { z } from 'zod';
import type { EquipSlot } from './equipment';
import type { CampaignState, Character } from './state';

/** An item a character owns as the content describes it: its card number and slot. */
export const ownedItemFactSchema = z.object({
  name: z.string().min(1).max(80),
  number: z.number().int().positive().max(9999),
  slot: z.enum(['head', 'body', 'legs', 'oneHand', 'twoHands', 'small']),
});
export type OwnedItemFact = z.infer<typeof ownedItemFactSchema>;

/** The data's slot words ("onehand", "twohand") as Haven's. */
const SLOT_WORDS: Record<string, EquipSlot> = {
  head: 'head',
  body: 'body',
  legs: 'legs',
  onehand: 'oneHand',
  twohand: 'twoHands',
  small: 'small',
};

/**
 * A personal quest requirement's progress as the campaign can count it, or null when only the
 * players can (then the progress they typed counts). The requirement names what it counts the way
 * Gloomhaven Secretariat's data does (`track`): "gold" (gold held), "item:113" (owns item 113),
 * "itemType:head" / "itemType:onehand|twohand" (items owned of those slots), "scenario:52|53" (one
 * of them completed), "donatedGold", "scenariosCompleted" (different scenarios completed while in
 * the party), "battleGoals" (checkmarks earned), "retiredChars" (characters retired while this one
 * played), "exhaustedSelf" (times exhausted in a scenario), "bossScenarios" (boss scenarios completed
 * while in the party), "kills:bandit-guard|cultist" (monsters of those types killed in scenarios,
 * from the scenario's log; Haven's own word, which the GHS importer derives from a requirement
 * such as "Bandits or Cultists killed"), "eliteKills" (elite monsters killed; "Elite monsters
 * killed", 1st ed. quest 524), "monsterTypes" (different monster types killed; "Different types of
 * monsters killed", 517), "killsWith:<types>:<item>" (those types killed by an attack that took
 * the item; "Living Bones, … killed with Skullbane Axe", 520), "exhaustedChars" (party members,
 * this one too, exhausted in scenarios it played; GHS's track of 514, "Exhausted Party Members"),
 * "sideScenarios" (different side scenarios completed while in the party; GHS's track of 522,
 * whose requirement reads "scenario number > 51"), "scenarios:4|5|6" (different scenarios of those
 * completed while in the party; Haven's word, which the GHS importer derives from "\"Crypt\"
 * Scenarios", 510), "enhancements" (enhancement stickers bought for its cards; Haven's word for
 * GHS's "Enhancements", 530). Counts the campaign began keeping later
 * (`tallies`) are null for a character created before them. 1st ed. rulebook p. 38: the card's
 * requirements complete the quest.
 */
export function trackedProgress(
  track: string | undefined,
  character: Character,
  state: Pick<CampaignState, 'scenarios'>,
  items: readonly OwnedItemFact[],
): number | null {
  if (!track) return null;
  const [kind = '', arg = '', ...rest] = track.split(':');
  const owned = items.filter((item) => character.items.includes(item.name));
  switch (kind) {
    case 'gold':
      return character.gold;
    case 'item':
      return owned.some((item) => String(item.number) === arg) ? 1 : 0;
    case 'itemType': {
      const slots = arg.split('|').map((word) => SLOT_WORDS[word]);
      return owned.filter((item) => slots.includes(item.slot)).length;
    }
    case 'scenario': {
      const wanted = arg.split('|').map((id) => id.toLowerCase());
      return state.scenarios.some((s) => s.isCompleted && wanted.includes(s.id.toLowerCase())) ? 1 : 0;
    }
    case 'battleGoals':
      return character.checkmarks;
    case 'donatedGold':
      return character.tallies?.donatedGold ?? null;
    case 'scenariosCompleted':
      return character.tallies ? new Set(character.tallies.completedScenarios).size : null;
    case 'retiredChars':
      return character.tallies?.retirementsSeen ?? null;
    case 'exhaustedSelf':
      return character.tallies?.exhaustions ?? null;
    case 'bossScenarios':
      return character.tallies?.bossScenarios ?? null;
    case 'kills': {
      const kills = character.tallies?.kills;
      if (kills === undefined) return null;
      return arg.split('|').reduce((sum, monster) => sum + (kills[monster] ?? 0), 0);
    }
    case 'eliteKills':
      return character.tallies?.eliteKills ?? null;
    case 'monsterTypes': {
      const kills = character.tallies?.kills;
      return kills === undefined ? null : Object.values(kills).filter((count) => count > 0).length;
    }
    case 'killsWith': {
      const byType = character.tallies?.itemKills;
      if (byType === undefined) return null;
      const kills = byType[rest.join(':')] ?? {};
      return arg.split('|').reduce((sum, monster) => sum + (kills[monster] ?? 0), 0);
    }
    case 'exhaustedChars':
      return character.tallies?.exhaustionsSeen ?? null;
    case 'scenarios': {
      const wanted = new Set(arg.split('|').map((id) => id.toLowerCase()));
      return character.tallies
        ? new Set(character.tallies.completedScenarios.map((id) => id.toLowerCase()).filter((id) => wanted.has(id))).size
        : null;
    }
    case 'enhancements':
      // Recorded since the character was created (decide-enhancement.ts); none yet is none bought.
      return character.enhancements?.length ?? (character.tallies ? 0 : null);
    case 'sideScenarios':
      // Side scenarios are those numbered above 51 (GHS's requirement text for quest 522).
      return character.tallies
        ? new Set(character.tallies.completedScenarios.filter((id) => /^\d+$/.test(id) && Number(id) > 51)).size
        : null;
    default:
      return null;
  }
}

/**
 * Each requirement's progress: counted by the campaign where it can, typed by the players
 * otherwise (`character.questProgress`).
 */
export function questProgressOf(
  character: Character,
  state: Pick<CampaignState, 'scenarios'>,
  tracks: ReadonlyArray<string | null | undefined>,
  items: readonly OwnedItemFact[],
): number[] {
  return tracks.map((track, i) => trackedProgress(track ?? undefined, character, state, items) ?? character.questProgress[i] ?? 0);
}

/**
 * Where a requirement's progress comes from: "campaign" when the campaign's own records count it
 * (gold, items, scenarios completed, checkmarks, donations, retirements, enhancements), "log" when
 * it is counted from what happened in scenarios (kills, exhaustions), "typed" when only the players
 * can count it (the track is missing or not one trackedProgress knows).
 */
export type QuestTrackSource = 'campaign' | 'log' | 'typed';

const TRACK_SOURCES: Record<string, QuestTrackSource> = {
  gold: 'campaign',
  item: 'campaign',
  itemType: 'campaign',
  scenario: 'campaign',
  scenarios: 'campaign',
  battleGoals: 'campaign',
  donatedGold: 'campaign',
  scenariosCompleted: 'campaign',
  retiredChars: 'campaign',
  bossScenarios: 'campaign',
  sideScenarios: 'campaign',
  enhancements: 'campaign',
  kills: 'log',
  eliteKills: 'log',
  monsterTypes: 'log',
  killsWith: 'log',
  exhaustedSelf: 'log',
  exhaustedChars: 'log',
};

export function questTrackSource(track: string | null | undefined): QuestTrackSource {
  const kind = track?.split(':')[0] ?? '';
  return Object.hasOwn(TRACK_SOURCES, kind) ? (TRACK_SOURCES[kind] ?? 'typed') : 'typed';
}
