import { FACTION_NAMES, clampFactionReputation } from '../../rules/campaign/factions';
import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { violation } from '../violation';
import type { SecondEditionCommand } from './commands';

export function decideSecondEdition(state: CampaignState, command: SecondEditionCommand): CampaignEvent[] {
  if (state.edition !== 'gh2') violation('Faction reputation, inspiration and masteries are 2nd edition rules; this campaign plays the 1st edition.');
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
    case 'SetMasteries': {
      const character = state.characters.find((c) => c.id === command.characterId) ?? violation(`There is no character with id ${command.characterId}.`);
      if (command.masteries < character.masteries && character.perks.length > 0) {
        violation(`${character.name}'s masteries paid for perk marks; remove a perk before taking a mastery back.`);
      }
      return character.masteries === command.masteries ? [] : [{ type: 'MasteriesChanged', characterId: character.id, from: character.masteries, to: command.masteries }];
    }
  }
}
