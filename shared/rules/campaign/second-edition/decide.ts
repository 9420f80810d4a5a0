import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { clampFactionReputation } from '../factions';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { refuse } from '../violation';
import type { SecondEditionCommand } from './commands';

export function decideSecondEdition(state: CampaignState, command: SecondEditionCommand): CampaignEvent[] {
  if (state.edition !== 'gh2') refuse('campaign.secondEditionOnly');
  switch (command.type) {
    case 'ChangeFactionReputation': {
      const from = state.party.factionReputation[command.faction];
      const to = clampFactionReputation(from + command.delta, state.party.unlockedFactions.includes(command.faction));
      if (to === from) refuse('campaign.factionAtEnd', { faction: command.faction, from });
      return [{ type: 'FactionReputationChanged', faction: command.faction, from, to }];
    }
    case 'UnlockFaction':
      return state.party.unlockedFactions.includes(command.faction) ? [] : [{ type: 'FactionUnlocked', faction: command.faction }];
    case 'ChangeInspiration': {
      const from = state.party.inspiration;
      const to = from + command.delta;
      if (to < 0) refuse('campaign.inspiration', { from, spend: -command.delta });
      return to === from ? [] : [{ type: 'InspirationChanged', from, to }];
    }
    case 'ChangeImbuement': {
      const from = state.secondEdition.imbuement;
      const to = from + command.delta;
      if (to < 0) refuse('campaign.imbuement', { from, by: -command.delta });
      return to === from ? [] : [{ type: 'ImbuementChanged', from, to }];
    }
    case 'SetMasteries': {
      const character = state.characters.find((c) => c.id === command.characterId) ?? refuse('campaign.noCharacterWithId');
      if (command.masteries < character.masteries && character.perks.length > 0) {
        refuse('campaign.masteriesPaid', { name: character.name });
      }
      return character.masteries === command.masteries
        ? []
        : [{ type: 'MasteriesChanged', characterId: character.id, from: character.masteries, to: command.masteries }];
    }
    case 'SetUpSecondEditionCampaign': {
      if (state.secondEdition.isSetUp) refuse('campaign.setUpAlready');
      const setup = command.setup ?? refuse('campaign.noSecondEditionSetup');
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
    }
  }
}
