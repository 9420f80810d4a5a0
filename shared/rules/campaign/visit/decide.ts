import { characterLevel, levelForXp } from '../levels';
import { roadEventRule, type Departure } from '../travel';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { refuse } from '../violation';
import type { VisitCommand } from './commands';

/** Where the party goes between scenarios. Throws a RuleViolation when the rules do not allow it. */
export function decideVisit(state: CampaignState, command: VisitCommand): CampaignEvent[] {
  const { whereabouts } = state;
  if (command.type === 'TakeNextScenarioEffects') {
    // Taken by the scenario that is set up, whoever plays it; nothing kept: nothing to record.
    return state.nextScenario.length === 0
      ? []
      : [{ type: 'NextScenarioEffectsTaken', scenarioId: command.scenarioId, entries: state.nextScenario }];
  }
  if (state.pendingEvent && command.type !== 'LevelUp') {
    refuse('campaign.resolveFirst', { deck: state.pendingEvent.deck });
  }
  switch (command.type) {
    case 'ReturnToTown':
      if (whereabouts.place === 'town') refuse('campaign.alreadyInTown');
      if (whereabouts.travel?.roadEvent === 'drawn') refuse('campaign.cannotTurnBack');
      return [{ type: 'TownVisitStarted', from: whereabouts.place }];
    case 'TravelToScenario': {
      const record = state.scenarios.find((s) => s.id === command.scenarioId);
      if (state.mode === 'campaign') {
        if (!record) refuse('campaign.travelLocked', { scenario: command.scenarioId });
        if (record.isCompleted) refuse('campaign.travelCompleted', { scenario: record.id });
      }
      if (whereabouts.travel?.roadEvent === 'drawn') refuse('campaign.roadEventDoneTo', { scenario: whereabouts.travel.scenarioId });
      const last = whereabouts.lastScenario;
      // Setting out from where the last scenario was played, or from Gloomhaven after a visit.
      const departure: Departure =
        whereabouts.place === 'town' || !last
          ? { from: 'town' }
          : { from: 'scenario', scenarioId: last.id, outcome: last.outcome, links: [...last.links, ...command.lastLinks] };
      const rule = roadEventRule(state.edition, state.mode, departure, {
        scenarioId: command.scenarioId,
        links: command.links,
        ...(command.needsRoadEvent !== undefined ? { needsRoadEvent: command.needsRoadEvent } : {}),
      });
      return [
        {
          type: 'TravelStarted',
          scenarioId: command.scenarioId,
          name: command.name || record?.name || '',
          roadEventDue: rule.isDue,
          reason: rule.reason,
          why: rule.why,
        },
      ];
    }
    case 'LevelUp': {
      const character = state.characters.find((c) => c.id === command.characterId) ?? refuse('campaign.noSuchCharacterHere');
      if (character.isRetired) refuse('campaign.retired', { name: character.name });
      // Levelling up only occurs in town (1st ed. rulebook p. 44; 2nd ed.: downtime of the City Phase).
      if (whereabouts.place !== 'town') refuse('campaign.levelUpInTown', { name: character.name });
      const from = characterLevel(character);
      if (levelForXp(character.xp) <= from) refuse('campaign.notEnoughXp', { name: character.name, xp: character.xp, level: from + 1 });
      // Each level is taken in turn (p. 42: "each level increase in sequence").
      return [{ type: 'CharacterLevelledUp', characterId: character.id, from, to: from + 1 }];
    }
  }
}
