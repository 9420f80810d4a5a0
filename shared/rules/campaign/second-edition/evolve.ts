import { history, type Words, type WordValue } from '../../words';
import { characterName, signed } from '../history-names';
import type { CampaignState } from '../state';
import type { SecondEditionEvent } from './commands';

export function evolveSecondEdition(state: CampaignState, event: SecondEditionEvent): CampaignState {
  switch (event.type) {
    case 'FactionReputationChanged':
      return { ...state, party: { ...state.party, factionReputation: { ...state.party.factionReputation, [event.faction]: event.to } } };
    case 'InspirationChanged':
      return { ...state, party: { ...state.party, inspiration: event.to } };
    case 'FactionUnlocked':
      return { ...state, party: { ...state.party, unlockedFactions: [...state.party.unlockedFactions, event.faction] } };
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

export function describeSecondEdition(state: CampaignState, event: SecondEditionEvent): Words {
  const e = (key: string, values?: Record<string, WordValue>) => history(`secondEdition.${key}`, values);
  const change = (from: number, to: number) => ({ change: signed(to - from), from, to });
  switch (event.type) {
    case 'FactionReputationChanged':
      return e('factionReputation', { faction: history(`factions.${event.faction}`), ...change(event.from, event.to) });
    case 'InspirationChanged':
      return e('inspiration', change(event.from, event.to));
    case 'FactionUnlocked':
      return e('factionUnlocked', { faction: history(`factions.${event.faction}`) });
    case 'MasteriesChanged':
      return e('masteries', { name: characterName(state, event.characterId, true), from: event.from, to: event.to });
    case 'ImbuementChanged':
      return e('imbuement', change(event.from, event.to));
    case 'SecondEditionCampaignSetUp':
      return e('setUp', { count: event.milestones.length });
    case 'MilestoneReached':
      return e('milestone', { name: event.milestone.name, section: event.milestone.section });
  }
}
