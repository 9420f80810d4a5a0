import { englishRefusal, refusal, type Refusal } from '../refusal';
import type { CampaignState } from './state';

/**
 * What a scenario needs that the campaign does not have, each keyed (`refusals.host.requirement.*`):
 * its required global and party achievements are active, the forbidden ones are not, and the
 * scenarios it needs are completed (rulebook "Campaign Overview": "you may only play scenarios
 * whose required achievements are active"). Requirements come from the content as text:
 * "global: A, !B", "party: C", "completed: 14 and 8".
 */
export function unmetRequirements(state: CampaignState, requirements: readonly string[]): Refusal[] {
  const unmet: Refusal[] = [];
  for (const requirement of requirements) {
    const match = /^(\w+):\s*(.*)$/.exec(requirement.trim());
    if (!match) continue;
    const [, kind, rest] = match as unknown as [string, string, string];
    const parts = rest
      .split(/,| and /)
      .map((p) => p.trim())
      .filter(Boolean);
    for (const part of parts) {
      const isForbidden = part.startsWith('!');
      const name = isForbidden ? part.slice(1).trim() : part;
      if (kind === 'completed') {
        const isDone = state.scenarios.some((s) => s.id === name && s.isCompleted);
        if (isDone === isForbidden)
          unmet.push(refusal(isForbidden ? 'host.requirement.notCompleted' : 'host.requirement.completed', { scenario: name }));
      } else if (kind === 'global' || kind === 'party') {
        const list = kind === 'global' ? state.globalAchievements : state.party.achievements;
        if (list.includes(name) === isForbidden)
          unmet.push(refusal('host.requirement.achievement', { forbidden: isForbidden ? 'yes' : 'no', kind, name }));
      }
    }
  }
  return unmet;
}

/** Why a campaign-mode party may not set a scenario up: the sentence's refusal, and what it needs (keyed) when that is why. */
export interface PlayRefusal {
  /** `host.setup.alreadyCompleted`, or `host.setup.requirements` whose `unmet` value is the list worded in English. */
  refusal: Refusal;
  unmet: Refusal[];
}

/**
 * Why a campaign-mode party may not set this scenario up, or null when it may (1st ed. rulebook
 * p. 34 "Campaign Overview": the required achievements must be active, and a scenario completed in
 * campaign mode is not undertaken again that way). Casual mode plays any revealed scenario, so it
 * is never refused. The sentence says no scenario was started.
 */
export function campaignPlayRefusal(
  state: CampaignState,
  scenario: { id: string; index: string; name: string; requirements: readonly string[] },
): PlayRefusal | null {
  if (state.mode !== 'campaign') return null;
  const title = { index: scenario.index, name: scenario.name };
  if (state.scenarios.some((s) => s.id === scenario.id && s.isCompleted)) {
    return { refusal: refusal('host.setup.alreadyCompleted', title), unmet: [] };
  }
  const unmet = unmetRequirements(state, scenario.requirements);
  if (unmet.length === 0) return null;
  return { refusal: refusal('host.setup.requirements', { ...title, unmet: unmet.map(englishRefusal).join(', ') }), unmet };
}

/**
 * Why no scenario may be set up yet because of the road, as a refusal (`refusals.host.road.*`, the
 * sentence says no scenario was started), or null. A road event that
 * is due is drawn and resolved before the scenario is set up (1st ed. rulebook p. 41, "Traveling
 * and Road Events": the party must complete a road event before playing the scenario; 2nd ed. rules
 * refresher, "Scenario Setup": resolve a road event first, unless an exception applies). Whether
 * one is due was decided when the party set out (campaign/travel.ts), casual mode included.
 */
export function roadEventRefusal(state: Pick<CampaignState, 'whereabouts' | 'pendingEvent'>): Refusal | null {
  if (state.pendingEvent?.deck === 'road') return refusal('host.road.reading');
  const { travel } = state.whereabouts;
  if (travel?.roadEvent === 'due')
    return refusal('host.road.due', { scenario: travel.scenarioId, named: travel.name ? 'yes' : 'no', name: travel.name });
  return null;
}
