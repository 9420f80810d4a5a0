import { ENHANCEMENT_ACHIEVEMENT, enhancementCost } from './enhancements';
import { prosperityLevel } from './prosperity';
import type { CampaignCommand } from './commands';
import type { CampaignEvent } from './events';
import type { CampaignState } from './state';
import { refuse } from './violation';
import { characterLevel } from './levels';
import { hasSlotFor } from './enhancement-slots';

type BuyEnhancement = Extract<CampaignCommand, { type: 'BuyEnhancement' }>;

/**
 * An enhancement bought in town and recorded on the character (1st ed. rulebook pp. 45-47: once
 * "The Power of Enhancement" is gained, paid by the character whose card it is, and a class's
 * enhanced cards are at most the prosperity level, counted across every character of the class
 * since enhancements outlive retirement; 2nd ed. rulebook p. 65, Appendix D). The cost follows
 * the edition's chart, with the stickers already on the same action counted from the records.
 */
export function decideBuyEnhancement(state: CampaignState, command: BuyEnhancement): CampaignEvent[] {
  const character = state.characters.find((c) => c.id === command.characterId) ?? refuse('campaign.notInCampaign');
  if (character.isRetired) refuse('campaign.retiredNothingBought', { name: character.name });
  if (!state.globalAchievements.some((a) => a.toLowerCase() === ENHANCEMENT_ACHIEVEMENT.toLowerCase()))
    refuse('campaign.enhancingLocked', { achievement: ENHANCEMENT_ACHIEVEMENT });
  // Only a card in the character's pool: of its level or lower (p. 44: a card is added on levelling
  // up with "a card level equal to or less than the character's new level"; p. 45: a card "in their
  // character's active card pool").
  const level = characterLevel(character);
  if (command.cardLevel > level)
    refuse('enhance.cardAboveLevel', { name: character.name, card: command.card, cardLevel: command.cardLevel, level });
  const sameClass = state.characters.filter((c) => c.classId.toLowerCase() === character.classId.toLowerCase());
  const recorded = sameClass.flatMap((c) => c.enhancements ?? []);
  const onAction = recorded.filter((e) => e.card === command.card && e.half === command.half).length;
  // Only where the card has a slot for the sticker (p. 46): from the class data where it gives the
  // slots; otherwise the player says so.
  if (command.slots !== undefined) {
    if (!hasSlotFor(command.slots, command.enhancement, onAction))
      refuse('enhance.noSlot', { card: command.card, half: command.half, sticker: command.enhancement });
  } else if (!command.isSlotConfirmed)
    refuse('enhance.confirmSlot', { card: command.card, half: command.half, sticker: command.enhancement });
  const cost = enhancementCost(state.edition, {
    enhancement: command.enhancement,
    cardLevel: command.cardLevel,
    previousEnhancements: onAction,
    hasMultipleTargets: command.hasMultipleTargets,
    isLost: command.isLost,
    hexes: command.hexes,
  });
  // The sticker by its id, which the catalog names in the reader's language (history.enhancements).
  if (cost === null)
    refuse('campaign.noSticker', { edition: state.edition, sticker: { key: `history.enhancements.${command.enhancement}` } });
  if (state.edition === 'gh1') {
    const cards = new Set(recorded.map((e) => e.card));
    const limit = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
    if (!cards.has(command.card) && cards.size >= limit)
      // The character's name, not the class's id: the engine holds no content names, and an id is nothing to show.
      refuse('campaign.enhancedCards', { name: character.name, count: cards.size, limit });
  }
  if (character.gold < cost) refuse('campaign.enhancementCosts', { name: character.name, gold: character.gold, cost });
  return [
    {
      type: 'EnhancementBought',
      characterId: character.id,
      enhancement: { card: command.card, half: command.half, enhancement: command.enhancement },
      cost,
    },
  ];
}
