import type { CampaignState } from './state';
import { history, type WordValue } from '../words';

/** A signed change as the history writes it: "+2", "-1", "0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** A character by name; one no longer in the campaign is "a character" ("A character" to start a line). */
export function characterName(state: Pick<CampaignState, 'characters'>, id: string, capital = false): WordValue {
  return state.characters.find((c) => c.id === id)?.name ?? history(capital ? 'ACharacter' : 'aCharacter');
}
