import { clampFactionReputation, inspirationForSuccess } from '../rules/campaign/factions';
import { levelForXp } from '../rules/campaign/levels';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { violation } from './violation';

type Settlement = Extract<CampaignCommand, { type: 'ApplyScenarioSettlement' }>;

/**
 * Cashing out after a scenario, as one history entry (guide "Ending a scenario and cashing out"):
 * each character keeps the experience it earned and the gold its money tokens were worth, and on a
 * success gains its battle-goal checkmarks; the scenario counts as played (completed on a success).
 * A scenario played outside the campaign's list (a content pack's own) is first recorded as
 * unlocked, so the result has a place. A played scenario is recorded again even if it was already
 * completed: the play happened, and the rewards are kept either way.
 */
export function decideSettlement(state: CampaignState, command: Settlement): CampaignEvent[] {
  const seen = new Set<string>();
  const events: CampaignEvent[] = [];
  for (const share of command.characters) {
    if (seen.has(share.characterId)) violation(`The settlement lists a character twice (${share.characterId}).`);
    seen.add(share.characterId);
    const character = state.characters.find((c) => c.id === share.characterId);
    if (!character) violation(`There is no character with id ${share.characterId} in this campaign; the settlement was not applied.`);
    if (character.isRetired) violation(`${character.name} is retired and cannot take a share of a scenario.`);
    const characterId = character.id;
    if (share.experience > 0) {
      const to = character.xp + share.experience;
      events.push({
        type: 'ExperienceChanged',
        characterId,
        from: character.xp,
        to,
        levelFrom: levelForXp(character.xp),
        levelTo: levelForXp(to),
      });
    }
    if (share.gold > 0) events.push({ type: 'GoldChanged', characterId, from: character.gold, to: character.gold + share.gold });
    if (share.checkmarks > 0)
      events.push({ type: 'CheckmarksChanged', characterId, from: character.checkmarks, to: character.checkmarks + share.checkmarks });
  }
  if (!state.scenarios.some((s) => s.id === command.scenarioId)) {
    events.push({ type: 'ScenarioUnlocked', scenarioId: command.scenarioId, name: command.scenarioName });
  }
  events.push({ type: 'ScenarioPlayed', scenarioId: command.scenarioId, outcome: command.outcome });
  // 2nd edition: a completed scenario gives the party 4 minus the number of characters in inspiration.
  const inspiration = state.edition === 'gh2' && command.outcome === 'success' ? inspirationForSuccess(command.characters.length) : 0;
  if (inspiration > 0)
    events.push({ type: 'InspirationChanged', from: state.party.inspiration, to: state.party.inspiration + inspiration });
  // 2nd edition: a completed scenario's reward moves the party's reputation with the factions it
  // names (2nd ed. rulebook, "Scenario Completion": rewards; "Campaign Sheet": faction reputation).
  if (state.edition === 'gh2' && command.outcome === 'success') {
    const reputation = { ...state.party.factionReputation };
    for (const { faction, delta } of command.factionRewards) {
      const from = reputation[faction];
      const to = clampFactionReputation(from + delta);
      if (to !== from) events.push({ type: 'FactionReputationChanged', faction, from, to });
      reputation[faction] = to;
    }
  }
  return events;
}
