import { seedRng, shuffle } from '../../../random';
import { campaignRng } from '../state';
import { FACTION_NAMES, clampFactionReputation } from '../factions';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { violation } from '../violation';
import type { SecondEditionCommand } from './commands';

export function decideSecondEdition(state: CampaignState, command: SecondEditionCommand): CampaignEvent[] {
  if (state.edition !== 'gh2')
    violation('Faction reputation, inspiration, imbuement and masteries are 2nd edition rules; this campaign plays the 1st edition.');
  switch (command.type) {
    case 'ChangeFactionReputation': {
      const from = state.party.factionReputation[command.faction];
      const to = clampFactionReputation(from + command.delta);
      if (to === from) violation(`Reputation with the ${FACTION_NAMES[command.faction]} is already ${from}, as far as it goes.`);
      return [{ type: 'FactionReputationChanged', faction: command.faction, from, to }];
    }
    case 'ChangeInspiration': {
      const from = state.party.inspiration;
      const to = from + command.delta;
      if (to < 0) violation(`The party has ${from} inspiration; it cannot spend ${-command.delta}.`);
      return to === from ? [] : [{ type: 'InspirationChanged', from, to }];
    }
    case 'ChangeImbuement': {
      const from = state.secondEdition.imbuement;
      const to = from + command.delta;
      if (to < 0) violation(`Imbuement is at ${from}; it cannot go down by ${-command.delta}.`);
      return to === from ? [] : [{ type: 'ImbuementChanged', from, to }];
    }
    case 'SetMasteries': {
      const character =
        state.characters.find((c) => c.id === command.characterId) ?? violation(`There is no character with id ${command.characterId}.`);
      if (command.masteries < character.masteries && character.perks.length > 0) {
        violation(`${character.name}'s masteries paid for perk marks; remove a perk before taking a mastery back.`);
      }
      return character.masteries === command.masteries
        ? []
        : [{ type: 'MasteriesChanged', characterId: character.id, from: character.masteries, to: command.masteries }];
    }
    case 'SetUpSecondEditionCampaign': {
      if (state.secondEdition.isSetUp)
        violation('This campaign was already set up from its content; its event decks and milestones are in place.');
      const setup =
        command.setup ??
        violation(
          "None of the campaign's content packs says how a 2nd-edition campaign starts; choose the Gloomhaven 2nd Edition pack under Content first.",
        );
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
