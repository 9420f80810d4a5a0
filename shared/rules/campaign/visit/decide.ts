import { characterLevel, levelForXp } from '../levels';
import { roadEventRule, type Departure } from '../travel';
import { refused } from '../violation';
import { ruleCommand, type CampaignRule } from '../command-module';
import { levelUpSchema, returnToTownSchema, takeNextScenarioEffectsSchema, travelToScenarioSchema } from './commands';

// Where the party goes between scenarios (issue 28: each command is its module, listed in
// ../commands.ts): back to Gloomhaven, on the road, levels taken in town, a scenario set up.

/** While an event card drawn waits to be resolved, the party goes nowhere (levels are taken still). */
function afterTheEvent<C>(rule: CampaignRule<C>): CampaignRule<C> {
  return (state, command) =>
    state.pendingEvent ? refused('campaign.resolveFirst', { deck: state.pendingEvent.deck }) : rule(state, command);
}

/** Taken by the scenario that is set up, whoever plays it; nothing kept: nothing to record. */
export const takeNextScenarioEffects = ruleCommand(takeNextScenarioEffectsSchema, (state, command) =>
  state.nextScenario.length === 0
    ? []
    : [{ type: 'NextScenarioEffectsTaken', scenarioId: command.scenarioId, entries: state.nextScenario }],
);

export const returnToTown = ruleCommand(
  returnToTownSchema,
  afterTheEvent((state) => {
    const { whereabouts } = state;
    if (whereabouts.place === 'town') return refused('campaign.alreadyInTown');
    if (whereabouts.travel?.roadEvent === 'drawn') return refused('campaign.cannotTurnBack');
    return [{ type: 'TownVisitStarted', from: whereabouts.place }];
  }),
);

export const travelToScenario = ruleCommand(
  travelToScenarioSchema,
  afterTheEvent((state, command) => {
    const { whereabouts } = state;
    const record = state.scenarios.find((s) => s.id === command.scenarioId);
    if (state.mode === 'campaign') {
      if (!record) return refused('campaign.travelLocked', { scenario: command.scenarioId });
      if (record.isCompleted) return refused('campaign.travelCompleted', { scenario: record.id });
    }
    if (whereabouts.travel?.roadEvent === 'drawn') return refused('campaign.roadEventDoneTo', { scenario: whereabouts.travel.scenarioId });
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
  }),
);

export const levelUp = ruleCommand(levelUpSchema, (state, command) => {
  const { whereabouts } = state;
  const character = state.characters.find((c) => c.id === command.characterId);
  if (!character) return refused('campaign.noSuchCharacterHere');
  if (character.isRetired) return refused('campaign.retired', { name: character.name });
  // Levelling up only occurs in town (1st ed. rulebook p. 44; 2nd ed.: downtime of the City Phase).
  if (whereabouts.place !== 'town') return refused('campaign.levelUpInTown', { name: character.name });
  const from = characterLevel(character);
  if (levelForXp(character.xp) <= from) return refused('campaign.notEnoughXp', { name: character.name, xp: character.xp, level: from + 1 });
  // Each level is taken in turn (p. 42: "each level increase in sequence").
  return [{ type: 'CharacterLevelledUp', characterId: character.id, from, to: from + 1 }];
});
