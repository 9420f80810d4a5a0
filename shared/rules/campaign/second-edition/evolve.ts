import { FACTION_NAMES } from '../factions';
import type { CampaignState } from '../state';
import type { SecondEditionEvent } from './commands';

export function evolveSecondEdition(state: CampaignState, event: SecondEditionEvent): CampaignState {
  switch (event.type) {
    case 'FactionReputationChanged':
      return { ...state, party: { ...state.party, factionReputation: { ...state.party.factionReputation, [event.faction]: event.to } } };
    case 'InspirationChanged':
      return { ...state, party: { ...state.party, inspiration: event.to } };
    case 'MasteriesChanged':
      return { ...state, characters: state.characters.map((c) => (c.id === event.characterId ? { ...c, masteries: event.to } : c)) };
    case 'ImbuementChanged':
      return { ...state, secondEdition: { ...state.secondEdition, imbuement: event.to } };
    case 'SecondEditionCampaignSetUp':
      return { ...state, secondEdition: { ...state.secondEdition, isSetUp: true, milestones: event.milestones } };
    case 'MilestoneReached':
      return { ...state, secondEdition: { ...state.secondEdition, reached: [...state.secondEdition.reached, event.milestone.section] } };
  }
}

export function describeSecondEdition(state: CampaignState, event: SecondEditionEvent): string {
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  switch (event.type) {
    case 'FactionReputationChanged':
      return `Reputation with the ${FACTION_NAMES[event.faction]} ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'InspirationChanged':
      return `Inspiration ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'MasteriesChanged':
      return `${state.characters.find((c) => c.id === event.characterId)?.name ?? 'A character'}: masteries ${event.from} → ${event.to}`;
    case 'ImbuementChanged':
      return `Imbuement ${signed(event.to - event.from)} (${event.from} → ${event.to})`;
    case 'SecondEditionCampaignSetUp':
      return `Campaign set up: starting event decks shuffled, ${event.milestones.length} milestones on the campaign sheet`;
    case 'MilestoneReached':
      return `Milestone reached: ${event.milestone.name}. Read section ${event.milestone.section}`;
  }
}
