import { nextInt, type RngState } from '../../../random';
import { BATTLE_GOALS_DEALT } from '../battle-goals';
import type { CampaignEvent } from '../events';
import { campaignRng, type CampaignState } from '../state';
import type { TownCommand } from './commands';

type Deal<T> = { dealt: T[]; rng: RngState };

/** Draws up to `count` different cards from `deck` with the campaign's generator. */
function draw<T>(deck: readonly T[], count: number, rng: RngState): Deal<T> {
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
export function dealPersonalQuests(state: CampaignState, command: Extract<TownCommand, { type: 'DealPersonalQuests' }>): CampaignEvent[] {
  const held = new Set(state.characters.filter((c) => !c.isRetired).map((c) => c.personalQuest));
  const deck = command.deck.filter((quest) => !held.has(questLabel(quest)));
  const { dealt, rng } = draw(deck, 2, campaignRng(state));
  return [{ type: 'PersonalQuestsDealt', quests: dealt.map((q) => ({ id: q.id, number: q.number, name: questLabel(q) })), rng }];
}

/**
 * Battle goals for the coming scenario: each active character gets its edition's number of
 * different cards from one shuffled deck, and keeps one in secret.
 */
export function dealBattleGoals(state: CampaignState, command: Extract<TownCommand, { type: 'DealBattleGoals' }>): CampaignEvent[] {
  let left = command.deck.slice();
  let rng = campaignRng(state);
  const hands = state.characters
    .filter((c) => !c.isRetired)
    .map((character) => {
      const hand = draw(left, BATTLE_GOALS_DEALT[state.edition], rng);
      rng = hand.rng;
      left = left.filter((goal) => !hand.dealt.includes(goal));
      return { characterId: character.id, goals: hand.dealt.map((g) => ({ id: g.id, name: g.name, checks: g.checks, text: g.text })) };
    });
  return [{ type: 'BattleGoalsDealt', hands, rng }];
}
