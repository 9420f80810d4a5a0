import { z } from 'zod';
import { dealtGoalSchema, type BattleGoalHand, type DealtGoal } from './battle-goal-cards';
import type { RngState } from '../../random';
import { BATTLE_GOALS_DEALT } from './battle-goals';
import { campaignRng, type CampaignState } from './state';
import { draw } from './town/deal';
import { refuse } from './violation';
import { characterName } from './history-names';
import { history, wordList, type Words } from '../words';

export const battleGoalCommandSchemas = [
  /** The host reads the content's deck; the engine deals from it with the campaign's generator. */
  z.object({ type: z.literal('DealBattleGoals'), deck: z.array(dealtGoalSchema).max(500) }),
  z.object({ type: z.literal('KeepBattleGoal'), characterId: z.string().min(1).max(200), goalId: z.string().min(1).max(200) }),
] as const;
export type BattleGoalCommand = z.output<(typeof battleGoalCommandSchemas)[number]>;

export type BattleGoalEvent =
  /** `rng`: the campaign's generator after the deal (absent in deals the host made, before it was kept). */
  | { type: 'BattleGoalsDealt'; hands: BattleGoalHand[]; rng?: RngState }
  | { type: 'BattleGoalKept'; characterId: string; goalId: string }
  /** The settlement read the kept goals; the cards go back to the deck. */
  | { type: 'BattleGoalsReturned' };

/**
 * Battle goals are dealt at the start of every scenario, each character keeps one in secret, and
 * the kept card's checkmarks are earned when the scenario is completed and the goal met (1st ed.
 * rulebook "Battle Goal Cards", p. 10; 2nd ed. refresher: three dealt, one kept). So the hands
 * last until the scenario is settled: a second deal before then is refused.
 */
export function decideBattleGoals(state: CampaignState, command: BattleGoalCommand): BattleGoalEvent[] {
  if (command.type === 'DealBattleGoals') {
    if (state.battleGoals.length > 0) refuse('campaign.goalsDealt');
    // Each active character gets its edition's number of different cards from one shuffled deck.
    let left = command.deck.slice();
    let rng = campaignRng(state);
    const hands: BattleGoalHand[] = [];
    for (const character of state.characters.filter((c) => !c.isRetired)) {
      const hand = draw(left, BATTLE_GOALS_DEALT[state.edition], rng);
      rng = hand.rng;
      left = left.filter((goal) => !hand.dealt.includes(goal));
      if (hand.dealt.length > 0) hands.push({ characterId: character.id, dealt: hand.dealt, keptId: null });
    }
    if (hands.length === 0) refuse('campaign.noGoalsToDeal');
    return [{ type: 'BattleGoalsDealt', hands, rng }];
  }
  const hand = state.battleGoals.find((h) => h.characterId === command.characterId);
  const known = state.characters.find((c) => c.id === command.characterId)?.name;
  const who = { name: known ?? '', known: known === undefined ? 'no' : 'yes' };
  if (!hand) refuse('campaign.noGoalsDealt', who);
  if (hand.keptId !== null) refuse('campaign.goalKept', who);
  if (!hand.dealt.some((g) => g.id === command.goalId)) refuse('campaign.goalNotDealt', who);
  return [{ type: 'BattleGoalKept', characterId: command.characterId, goalId: command.goalId }];
}

export function evolveBattleGoals(state: CampaignState, event: BattleGoalEvent): CampaignState {
  switch (event.type) {
    case 'BattleGoalsDealt':
      return { ...state, battleGoals: event.hands, ...(event.rng ? { rng: event.rng } : {}) };
    case 'BattleGoalKept':
      return {
        ...state,
        battleGoals: state.battleGoals.map((h) => (h.characterId === event.characterId ? { ...h, keptId: event.goalId } : h)),
      };
    case 'BattleGoalsReturned':
      return { ...state, battleGoals: [] };
  }
}

export function describeBattleGoals(state: CampaignState, event: BattleGoalEvent): Words {
  const who = (id: string) => characterName(state, id);
  switch (event.type) {
    case 'BattleGoalsDealt':
      return history('battleGoals.dealt', {
        hands: wordList(event.hands.map((h) => history('battleGoals.hand', { name: who(h.characterId), count: h.dealt.length }))),
      });
    case 'BattleGoalKept':
      // The history names no card: the kept goal is secret until the scenario is over.
      return history('battleGoals.kept', { name: who(event.characterId) });
    case 'BattleGoalsReturned':
      return history('battleGoals.returned');
  }
}

/** The goal a character kept, if any. */
export function keptGoal(state: Pick<CampaignState, 'battleGoals'>, characterId: string): DealtGoal | null {
  const hand = state.battleGoals.find((h) => h.characterId === characterId);
  return hand?.dealt.find((g) => g.id === hand.keptId) ?? null;
}

/**
 * The checkmarks a settlement may give a character who kept a goal: the card's number when the
 * goal is met on a completed scenario, otherwise none (p. 10).
 */
export function checkBattleGoalShare(state: CampaignState, characterId: string, checkmarks: number, isSuccess: boolean): void {
  const goal = keptGoal(state, characterId);
  if (!goal || checkmarks === 0) return;
  const name = state.characters.find((c) => c.id === characterId)?.name ?? 'A character';
  if (!isSuccess) refuse('campaign.goalLostScenario', { name });
  if (checkmarks !== goal.checks) refuse('campaign.goalWorth', { name, goal: goal.name, checks: goal.checks });
}

const BATTLE_GOAL_EVENTS: ReadonlySet<string> = new Set<BattleGoalEvent['type']>([
  'BattleGoalsDealt',
  'BattleGoalKept',
  'BattleGoalsReturned',
]);

export function isBattleGoalEvent(event: { type: string }): event is BattleGoalEvent {
  return BATTLE_GOAL_EVENTS.has(event.type);
}
