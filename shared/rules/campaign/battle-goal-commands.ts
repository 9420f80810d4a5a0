import { BATTLE_GOALS_DEALT } from './battle-goals';
import type { BattleGoalHand } from './battle-goal-cards';
import { dealBattleGoalsSchema, keepBattleGoalSchema } from './battle-goal-hands';
import { ruleCommand } from './command-module';
import { campaignRng } from './state';
import { draw } from './town/deal';
import { refused } from './violation';

/**
 * Battle goals are dealt at the start of every scenario, each character keeps one in secret, and
 * the kept card's checkmarks are earned when the scenario is completed and the goal met (1st ed.
 * rulebook "Battle Goal Cards", p. 10; 2nd ed. refresher: three dealt, one kept). So the hands
 * last until the scenario is settled: a second deal before then is refused.
 */
export const dealBattleGoals = ruleCommand(
  dealBattleGoalsSchema,
  (state, command) => {
    if (state.battleGoals.length > 0) return refused('campaign.goalsDealt');
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
    if (hands.length === 0) return refused('campaign.noGoalsToDeal');
    return [{ type: 'BattleGoalsDealt', hands, rng }];
  },
  { revealsHiddenInformation: true },
);

export const keepBattleGoal = ruleCommand(keepBattleGoalSchema, (state, command) => {
  const hand = state.battleGoals.find((h) => h.characterId === command.characterId);
  const known = state.characters.find((c) => c.id === command.characterId)?.name;
  const who = { name: known ?? '', known: known === undefined ? 'no' : 'yes' };
  if (!hand) return refused('campaign.noGoalsDealt', who);
  if (hand.keptId !== null) return refused('campaign.goalKept', who);
  if (!hand.dealt.some((g) => g.id === command.goalId)) return refused('campaign.goalNotDealt', who);
  return [{ type: 'BattleGoalKept', characterId: command.characterId, goalId: command.goalId }];
});
