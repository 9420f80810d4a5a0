import type { DealtGoal } from '@shared/rules/campaign/battle-goal-cards';
import type { ContentService } from './content';

/** The battle goal cards of a campaign's content packs, as the campaign engine deals them. */
export async function battleGoalDeckOf(content: ContentService, packIds: readonly string[]): Promise<DealtGoal[]> {
  return (await content.records('battleGoals', [...packIds])).map((goal) => ({
    id: goal.id,
    name: goal.name,
    checks: goal.checks,
    text: goal.text ?? '',
  }));
}
