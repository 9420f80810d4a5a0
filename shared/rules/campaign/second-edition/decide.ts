import type { z } from 'zod';
import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { clampFactionReputation } from '../factions';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { refused } from '../violation';
import { ruleCommand, type CampaignRule, type CommandSchema } from '../command-module';
import {
  changeFactionReputationSchema,
  changeImbuementSchema,
  changeInspirationSchema,
  setMasteriesSchema,
  setUpSecondEditionCampaignSchema,
  unlockFactionSchema,
} from './commands';

// The 2nd edition's own campaign sheet (issue 28: each command is its module, listed in
// ../commands.ts): faction reputation, inspiration, masteries, imbuement, the campaign's setup.

/** A command of the 2nd edition's campaign sheet: a 1st-edition campaign has none of it. */
function secondEditionCommand<S extends CommandSchema>(
  schema: S,
  rule: CampaignRule<z.output<S>>,
  options?: { revealsHiddenInformation?: boolean },
) {
  return ruleCommand(
    schema,
    (state, command) => (state.edition !== 'gh2' ? refused('campaign.secondEditionOnly') : rule(state, command)),
    options,
  );
}

export const changeFactionReputation = secondEditionCommand(changeFactionReputationSchema, (state, command) => {
  const from = state.party.factionReputation[command.faction];
  const to = clampFactionReputation(from + command.delta, state.party.unlockedFactions.includes(command.faction));
  if (to === from) return refused('campaign.factionAtEnd', { faction: command.faction, from });
  return [{ type: 'FactionReputationChanged', faction: command.faction, from, to }];
});

export const unlockFaction = secondEditionCommand(unlockFactionSchema, (state, command) =>
  state.party.unlockedFactions.includes(command.faction) ? [] : [{ type: 'FactionUnlocked', faction: command.faction }],
);

export const changeInspiration = secondEditionCommand(changeInspirationSchema, (state, command) => {
  const from = state.party.inspiration;
  const to = from + command.delta;
  if (to < 0) return refused('campaign.inspiration', { from, spend: -command.delta });
  return to === from ? [] : [{ type: 'InspirationChanged', from, to }];
});

export const changeImbuement = secondEditionCommand(changeImbuementSchema, (state, command) => {
  const from = state.secondEdition.imbuement;
  const to = from + command.delta;
  if (to < 0) return refused('campaign.imbuement', { from, by: -command.delta });
  return to === from ? [] : [{ type: 'ImbuementChanged', from, to }];
});

export const setMasteries = secondEditionCommand(setMasteriesSchema, (state, command) => {
  const character = state.characters.find((c) => c.id === command.characterId);
  if (!character) return refused('campaign.noCharacterWithId');
  if (command.masteries < character.masteries && character.perks.length > 0) {
    return refused('campaign.masteriesPaid', { name: character.name });
  }
  return character.masteries === command.masteries
    ? []
    : [{ type: 'MasteriesChanged', characterId: character.id, from: character.masteries, to: command.masteries }];
});

export const setUpSecondEditionCampaign = secondEditionCommand(
  setUpSecondEditionCampaignSchema,
  (state: CampaignState, command) => {
    if (state.secondEdition.isSetUp) return refused('campaign.setUpAlready');
    const { setup } = command;
    if (!setup) return refused('campaign.noSecondEditionSetup');
    // The campaign's generator shuffles (a seed in the command, as older logs have, is used instead).
    const seeded = command.seed !== undefined;
    let rng = command.seed === undefined ? campaignRng(state) : seedRng(command.seed);
    const events: CampaignEvent[] = [];
    // 2nd ed. rulebook, "Campaign Setup": the city and road event decks start with the cards the
    // campaign names (1-20 of each), shuffled; cards already put in by hand stay in.
    for (const deck of ['city', 'road'] as const) {
      const added = setup.startingEvents[deck]
        .map((number) => `${deck}:${number}`)
        .filter((id) => !state.eventDecks[deck].includes(id) && !state.removedEvents.includes(id));
      if (added.length === 0) continue;
      const shuffled = shuffle([...state.eventDecks[deck], ...added], rng);
      rng = shuffled.rng;
      events.push({ type: 'EventDeckShuffled', deck, added, order: shuffled.items, ...(seeded ? {} : { rng }) });
    }
    events.push({ type: 'SecondEditionCampaignSetUp', milestones: setup.milestones });
    return events;
  },
  { revealsHiddenInformation: true },
);
