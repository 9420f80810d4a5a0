import { z } from 'zod';
import { dealtGoalSchema, type BattleGoalHand, type DealtGoal } from './battle-goal-cards';
import type { RngState } from '../../random';
import type { CampaignState } from './state';
import { refused, type Refused } from './violation';
import { characterName } from './history-names';
import { history, wordList, type Words } from '../words';

/** The host reads the content's deck; the engine deals from it with the campaign's generator. */
export const dealBattleGoalsSchema = z.object({ type: z.literal('DealBattleGoals'), deck: z.array(dealtGoalSchema).max(500) });

export const keepBattleGoalSchema = z.object({
  type: z.literal('KeepBattleGoal'),
  characterId: z.string().min(1).max(200),
  goalId: z.string().min(1).max(200),
});

export type BattleGoalEvent =
  /** `rng`: the campaign's generator after the deal (absent in deals the host made, before it was kept). */
  | { type: 'BattleGoalsDealt'; hands: BattleGoalHand[]; rng?: RngState }
  | { type: 'BattleGoalKept'; characterId: string; goalId: string }
  /** The settlement read the kept goals; the cards go back to the deck. */
  | { type: 'BattleGoalsReturned' };

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
export function checkBattleGoalShare(
  state: CampaignState,
  characterId: string,
  checkmarks: number,
  isSuccess: boolean,
): Refused | undefined {
  const goal = keptGoal(state, characterId);
  if (!goal || checkmarks === 0) return undefined;
  const name = state.characters.find((c) => c.id === characterId)?.name ?? 'A character';
  if (!isSuccess) return refused('campaign.goalLostScenario', { name });
  if (checkmarks !== goal.checks) return refused('campaign.goalWorth', { name, goal: goal.name, checks: goal.checks });
  return undefined;
}

const BATTLE_GOAL_EVENTS: ReadonlySet<string> = new Set<BattleGoalEvent['type']>([
  'BattleGoalsDealt',
  'BattleGoalKept',
  'BattleGoalsReturned',
]);

export function isBattleGoalEvent(event: { type: string }): event is BattleGoalEvent {
  return BATTLE_GOAL_EVENTS.has(event.type);
}
