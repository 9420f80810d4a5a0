import { campaignPlayRefusal } from './scenario-requirements';
import { isRandomDungeon } from './starting-scenarios';
import type { CampaignState } from './state';

interface ScenarioEntry {
  id: string;
  /** As printed: "1", "23A", or a pack's own key ("demo-1", "rnd"). */
  index: string;
  name: string;
  /** As the content states them ("global: A, !B"); none when left out. */
  requirements?: readonly string[];
}

/**
 * Orders scenario numbers as the Scenario Book does: by their number, a lettered one after its
 * plain number ("23" < "23A" < "23B" < "24"); anything that is not a number comes last.
 */
export function compareScenarioIndexes(a: string, b: string): number {
  const [, numberA, restA = ''] = /^(\d+)(.*)$/.exec(a) ?? [];
  const [, numberB, restB = ''] = /^(\d+)(.*)$/.exec(b) ?? [];
  if (numberA === undefined || numberB === undefined) {
    if (numberA !== undefined) return -1;
    if (numberB !== undefined) return 1;
    return a.localeCompare(b);
  }
  return Number(numberA) - Number(numberB) || restA.localeCompare(restB);
}

/** "1 Black Barrow"; a scenario whose key is not a printed number goes by its name alone. */
export function scenarioLabel(scenario: ScenarioEntry): string {
  return /^\d/.test(scenario.index) ? `${scenario.index} ${scenario.name}` : scenario.name;
}

/**
 * The scenarios the play setup offers, in book order, and only those its Start accepts (issue 29).
 * A campaign plays the scenarios unlocked on its map (1st ed. rulebook p. 35, the campaign map: an
 * unlocked scenario gets its sticker there; p. 49 "Scenario Completion" unlocks them); `showAll`
 * adds those not unlocked yet. In campaign mode a completed scenario, or one whose requirements
 * are not met, is never offered, with or without `showAll`: Start refuses it (p. 34,
 * `campaignPlayRefusal`), and casual mode is where it is replayed. A pack the campaign does not use
 * (the demo) is not its map, so all of its scenarios are offered, as they are without a campaign.
 */
export function scenarioChoices<S extends ScenarioEntry>(
  scenarios: readonly S[],
  campaign: CampaignState | null,
  packId: string | null,
  showAll: boolean,
): S[] {
  const isCampaignMap = campaign !== null && packId !== null && campaign.contentPackIds.includes(packId) && !showAll;
  const unlocked = new Set(campaign?.scenarios.filter((s) => s.isUnlocked).map((s) => s.id));
  // The random dungeon is always on offer (p. 50: players "always have the option" to play one).
  return scenarios
    .filter((s) => !isCampaignMap || unlocked.has(s.index) || isRandomDungeon(s.index))
    .filter((s) => campaign === null || campaignPlayRefusal(campaign, { ...s, requirements: s.requirements ?? [] }) === null)
    .sort((a, b) => compareScenarioIndexes(a.index, b.index));
}

/**
 * How many of the pack's scenarios the play setup leaves out even with `showAll`, because the
 * campaign's mode refuses them (completed, or requirements not met): the setup says casual mode
 * plays them. Zero without a campaign or in casual mode.
 */
export function scenariosOnlyCasual(scenarios: readonly ScenarioEntry[], campaign: CampaignState | null): number {
  if (campaign === null) return 0;
  return scenarios.filter((s) => campaignPlayRefusal(campaign, { ...s, requirements: s.requirements ?? [] }) !== null).length;
}

/**
 * The pack the play setup starts on: the campaign's own pack when it uses one of those offered
 * (its scenarios are the campaign's), else Haven's demo pack, else the first offered.
 */
export function defaultPlayPack(offered: readonly string[], campaignPackIds: readonly string[]): string | null {
  return (
    offered.find((id) => campaignPackIds.includes(id) && !id.startsWith('haven-demo')) ??
    offered.find((id) => campaignPackIds.includes(id)) ??
    offered.find((id) => id.startsWith('haven-demo')) ??
    offered[0] ??
    null
  );
}

/**
 * The scenario the play setup preselects: the one the party travelled to (1st ed. rulebook p. 41:
 * the party chooses where it goes, then plays it), else the first on offer not yet completed,
 * else the first on offer.
 */
export function defaultScenario<S extends ScenarioEntry>(
  offered: readonly S[],
  campaign: Pick<CampaignState, 'scenarios' | 'whereabouts'> | null,
): S | null {
  const target = campaign?.whereabouts.travel?.scenarioId.toLowerCase();
  const completed = new Set(campaign?.scenarios.filter((s) => s.isCompleted).map((s) => s.id));
  return (
    (target === undefined ? undefined : offered.find((s) => s.index.toLowerCase() === target || s.id.toLowerCase() === target)) ??
    offered.find((s) => !completed.has(s.index)) ??
    offered[0] ??
    null
  );
}
