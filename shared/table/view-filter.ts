import type { CampaignView } from '../ipc/campaign-types';
import type { QuestStatus } from '../ipc/character-types';
import type { TableRole } from './roles';

/**
 * What a paired device receives of an answer (issue 17, "hidden information stays hidden"). The
 * campaign's event decks go out in a fixed order (the cards in them, not which comes next), and a
 * player's device does not get the other characters' personal quests, their progress or their
 * battle goals — whichever channel answers with the campaign (its read, a write on the sheet, the
 * quests' statuses). The scenario views carry no generator or pile order already
 * (scenario-view-table.ts).
 */
export function answerForDevice(role: TableRole, channel: string, value: unknown): unknown {
  if (isCampaignView(value)) return campaignForDevice(role, value);
  if (channel === 'characters.quests' && role.kind === 'player' && Array.isArray(value))
    return (value as QuestStatus[]).filter((q) => q.characterId === role.characterId);
  return value;
}

export function campaignForDevice(role: TableRole, view: CampaignView): CampaignView {
  // The campaign's generator says what the next shuffle or deal gives: no device receives it.
  const { rng: _rng, ...state } = view.state;
  const ownId = role.kind === 'player' ? role.characterId : null;
  return {
    ...view,
    state: {
      ...state,
      // Battle goals are kept in secret (1st ed. rulebook p. 10): a player sees only its own hand.
      battleGoals: role.kind === 'gm' ? state.battleGoals : state.battleGoals.filter((hand) => hand.characterId === ownId),
      eventDecks: { city: [...state.eventDecks.city].sort(), road: [...state.eventDecks.road].sort() },
      characters:
        role.kind === 'gm'
          ? state.characters
          : state.characters.map((c) => (c.id === ownId ? c : { ...c, personalQuest: '', questProgress: [] })),
    },
  };
}

function isCampaignView(value: unknown): value is CampaignView {
  if (typeof value !== 'object' || value === null) return false;
  const state = (value as { state?: unknown }).state;
  return typeof state === 'object' && state !== null && 'eventDecks' in state && 'characters' in state;
}
