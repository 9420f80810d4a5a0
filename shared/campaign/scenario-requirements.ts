import type { CampaignState } from './state';

export interface RequirementCheck {
  isMet: boolean;
  /** The parts not met, in words ("party achievement First Steps", "scenario 8 completed"). */
  unmet: string[];
}

/**
 * Whether a scenario may be played in campaign mode: its required global and party achievements
 * are active, the forbidden ones are not, and the scenarios it needs are completed (rulebook
 * "Campaign Overview": "you may only play scenarios whose required achievements are active").
 * Requirements come from the content as text: "global: A, !B", "party: C", "completed: 14 and 8".
 */
export function checkRequirements(state: CampaignState, requirements: readonly string[]): RequirementCheck {
  const unmet: string[] = [];
  for (const requirement of requirements) {
    const match = /^(\w+):\s*(.*)$/.exec(requirement.trim());
    if (!match) continue;
    const [, kind, rest] = match as unknown as [string, string, string];
    const parts = rest.split(/,| and /).map((p) => p.trim()).filter(Boolean);
    for (const part of parts) {
      const isForbidden = part.startsWith('!');
      const name = isForbidden ? part.slice(1).trim() : part;
      if (kind === 'completed') {
        const isDone = state.scenarios.some((s) => s.id === name && s.isCompleted);
        if (isDone === isForbidden) unmet.push(isForbidden ? `scenario ${name} not completed` : `scenario ${name} completed`);
      } else if (kind === 'global' || kind === 'party') {
        const list = kind === 'global' ? state.globalAchievements : state.party.achievements;
        if (list.includes(name) === isForbidden) unmet.push(`${isForbidden ? 'no ' : ''}${kind} achievement ${name}`);
      }
    }
  }
  return { isMet: unmet.length === 0, unmet };
}
