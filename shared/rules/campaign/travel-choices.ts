import type { Refusal } from '../refusal';
import { campaignPlayRefusal } from './scenario-requirements';
import type { CampaignState, ScenarioRecord } from './state';

/** A scenario as the content states it: keyed by its printed number in lower case, with its requirements as text. */
interface ScenarioContent {
  id: string;
  index: string;
  name: string;
  requirements: readonly string[];
}

export interface TravelChoices {
  /** Where the party may set out for: the play setup offers each of these and its Start accepts it. */
  offered: ScenarioRecord[];
  /** Unlocked and not completed, but Start would refuse it: what it needs that the campaign lacks, keyed. */
  refused: Array<{ scenario: ScenarioRecord; unmet: Refusal[] }>;
}

/**
 * The scenarios the party may travel to (issue 29: the list offered one the play setup then left
 * out). The same rule as the play setup's (`scenarioChoices`): a campaign plays the scenarios
 * unlocked on its map (1st ed. rulebook p. 35) and not completed, whose required achievements are
 * active (p. 34 "Campaign Overview", `campaignPlayRefusal`). Casual mode does not travel (phase.ts).
 * A scenario the content does not state is taken as needing nothing, as the setup cannot check it either.
 */
export function travelChoices(state: CampaignState, content: readonly ScenarioContent[]): TravelChoices {
  if (state.mode === 'casual') return { offered: [], refused: [] };
  const offered: ScenarioRecord[] = [];
  const refused: TravelChoices['refused'] = [];
  for (const record of state.scenarios) {
    if (!record.isUnlocked || record.isCompleted) continue;
    const stated = content.find((s) => s.id === record.id.toLowerCase());
    const why = campaignPlayRefusal(state, {
      id: record.id,
      index: stated?.index ?? record.id,
      name: stated?.name ?? record.name,
      requirements: stated?.requirements ?? [],
    });
    if (why === null) offered.push(record);
    else refused.push({ scenario: record, unmet: why.unmet });
  }
  return { offered, refused };
}
