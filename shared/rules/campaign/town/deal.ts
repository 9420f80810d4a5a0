import { nextInt, type RngState } from '../../../random';
import { campaignRng, type CampaignState } from '../state';
import type { z } from 'zod';
import type { dealPersonalQuestsSchema } from './commands';
import type { TownEvent } from './events';

type Deal<T> = { dealt: T[]; rng: RngState };

/** Draws up to `count` different cards from `deck` with the campaign's generator. */
export function draw<T>(deck: readonly T[], count: number, rng: RngState): Deal<T> {
  const left = deck.slice();
  const dealt: T[] = [];
  let state = rng;
  while (dealt.length < count && left.length > 0) {
    const pick = nextInt(state, left.length);
    state = pick.rng;
    dealt.push(...left.splice(pick.value, 1));
  }
  return { dealt, rng: state };
}

/** A personal quest as a character's sheet names it: "number name". */
export function questLabel(quest: { number: number; name: string }): string {
  return `${quest.number} ${quest.name}`;
}

/**
 * Two personal quests drawn from those no active character holds (1st ed. rulebook "Creating New
 * Characters": draw two, keep one, return the other).
 */
export function dealPersonalQuests(state: CampaignState, command: z.output<typeof dealPersonalQuestsSchema>): TownEvent[] {
  // Cards held by active characters, and fulfilled ones (out of the game, p. 48), are not dealt; a
  // sheet may name its card "number name" as dealt or by its name alone (as the host reads it).
  const held = new Set(
    [...state.characters.filter((c) => !c.isRetired).map((c) => c.personalQuest), ...state.completedQuests].map((q) => q.trim()),
  );
  const deck = command.deck.filter((quest) => !held.has(questLabel(quest)) && !held.has(quest.name));
  const { dealt, rng } = draw(deck, 2, campaignRng(state));
  return [{ type: 'PersonalQuestsDealt', quests: dealt.map((q) => ({ id: q.id, number: q.number, name: questLabel(q) })), rng }];
}
