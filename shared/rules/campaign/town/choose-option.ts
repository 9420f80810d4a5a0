import type { CampaignEvent } from '../events';
import type { CampaignState } from '../state';
import { refused, type Refused } from '../violation';
import type { z } from 'zod';
import type { chooseEventOptionSchema } from './commands';
import { outcomesThatApply, partyFacts } from './outcome-conditions';

type ChooseEventOption = z.output<typeof chooseEventOptionSchema>;

/**
 * The party chooses an option of the drawn event card and turns it over (1st ed. rulebook p. 41:
 * the party agrees on one choice before the card is turned; "once the outcome has been read, the
 * choice cannot be changed"). The outcomes that apply are read from the campaign at this moment
 * (outcome-conditions.ts); resolving then takes that option only. Undo takes the choice back.
 */
export function chooseEventOption(state: CampaignState, command: ChooseEventOption): CampaignEvent[] | Refused {
  const pending = state.pendingEvent;
  if (!pending) return refused('campaign.noEventDrawn');
  if (pending.option !== undefined) return refused('event.choiceFinal', { option: pending.option });
  const { applies, unread } = outcomesThatApply(command.outcomes, partyFacts(state, command.traits), command.answers);
  return [{ type: 'EventOptionChosen', deck: pending.deck, cardId: pending.cardId, option: command.option, applies, unread }];
}

/** Resolving must take the option the party turned the card for. */
export function checkChosenOption(state: CampaignState, option: string): Refused | undefined {
  const chosen = state.pendingEvent?.option;
  return chosen !== undefined && chosen !== option ? refused('event.choiceFinal', { option: chosen }) : undefined;
}
