import { useEffect, useState } from 'react';
import { keptGoal } from '@shared/rules/campaign/battle-goal-hands';
import type { DealtGoal } from '@shared/rules/campaign/battle-goal-cards';
import { useCall } from '../../bridge/hooks';

/** The battle goal each character kept for this scenario, as the campaign holds them (none in ad hoc play). */
export function useKeptGoals(campaignId: string | null): Record<string, DealtGoal> {
  const call = useCall();
  const [goals, setGoals] = useState<Record<string, DealtGoal>>({});
  useEffect(() => {
    if (campaignId === null) return;
    let isCurrent = true;
    call('campaigns.get', { campaignId }).then(
      ({ state }) => {
        if (!isCurrent) return;
        const kept = state.battleGoals.flatMap((h) => {
          const goal = keptGoal(state, h.characterId);
          return goal ? [[h.characterId, goal] as const] : [];
        });
        setGoals(Object.fromEntries(kept));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [call, campaignId]);
  return goals;
}
