import { characterLevel, levelForXp } from '../levels';
import { roadEventRule, type Departure } from '../travel';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { violation } from '../violation';
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
    violation(`Resolve the ${state.pendingEvent.deck} event being read first.`);
  }
  switch (command.type) {
    case 'ReturnToTown':
      if (whereabouts.place === 'town') violation('The party is already in Gloomhaven.');
      if (whereabouts.travel?.roadEvent === 'drawn')
        violation('The road event is completed; the party is on its way to the scenario and cannot turn back.');
      return [{ type: 'TownVisitStarted', from: whereabouts.place }];
    case 'TravelToScenario': {
      const record = state.scenarios.find((s) => s.id === command.scenarioId);
      if (state.mode === 'campaign') {
        if (!record) violation(`Scenario ${command.scenarioId} is not unlocked; unlock it before travelling there.`);
        if (record.isCompleted) violation(`Scenario ${record.id} is already completed; in campaign mode it is not played again.`);
      }
      if (whereabouts.travel?.roadEvent === 'drawn')
        violation(`The party already completed the road event to scenario ${whereabouts.travel.scenarioId}; play it next.`);
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
        },
      ];
    }
    case 'LevelUp': {
      const character =
        state.characters.find((c) => c.id === command.characterId) ?? violation('There is no such character in this campaign.');
      if (character.isRetired) violation(`${character.name} is retired.`);
      // Levelling up only occurs in town (1st ed. rulebook p. 44; 2nd ed.: downtime of the City Phase).
      if (whereabouts.place !== 'town') violation(`${character.name} can level up only in Gloomhaven; return to town first.`);
      const from = characterLevel(character);
      if (levelForXp(character.xp) <= from)
        violation(`${character.name} has ${character.xp} XP, not enough for level ${from + 1}; nothing was changed.`);
      // Each level is taken in turn (p. 42: "each level increase in sequence").
      return [{ type: 'CharacterLevelledUp', characterId: character.id, from, to: from + 1 }];
    }
  }
}
