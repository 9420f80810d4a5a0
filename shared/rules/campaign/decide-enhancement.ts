import { ENHANCEMENT_ACHIEVEMENT, enhancementCost } from './enhancements';
import { prosperityLevel } from './prosperity';
import { buyEnhancementSchema } from './command-schemas';
import { ruleCommand } from './command-module';
import { refused } from './violation';
import { characterLevel } from './levels';
import { hasSlotFor } from './enhancement-slots';

/**
 * An enhancement bought in town and recorded on the character (1st ed. rulebook pp. 45-47: once
 * "The Power of Enhancement" is gained, paid by the character whose card it is, and a class's
 * enhanced cards are at most the prosperity level, counted across every character of the class
 * since enhancements outlive retirement; 2nd ed. rulebook p. 65, Appendix D). The cost follows
 * the edition's chart, with the stickers already on the same action counted from the records.
 */
export const buyEnhancement = ruleCommand(buyEnhancementSchema, (state, command) => {
  const character = state.characters.find((c) => c.id === command.characterId);
  if (!character) return refused('campaign.notInCampaign');
  if (character.isRetired) return refused('campaign.retiredNothingBought', { name: character.name });
  if (!state.globalAchievements.some((a) => a.toLowerCase() === ENHANCEMENT_ACHIEVEMENT.toLowerCase()))
    return refused('campaign.enhancingLocked', { achievement: ENHANCEMENT_ACHIEVEMENT });
  // Only a card in the character's pool: of its level or lower (p. 44: a card is added on levelling
  // up with "a card level equal to or less than the character's new level"; p. 45: a card "in their
  // character's active card pool").
  const level = characterLevel(character);
  if (command.cardLevel > level)
    return refused('enhance.cardAboveLevel', { name: character.name, card: command.card, cardLevel: command.cardLevel, level });
  const sameClass = state.characters.filter((c) => c.classId.toLowerCase() === character.classId.toLowerCase());
  const recorded = sameClass.flatMap((c) => c.enhancements ?? []);
  const onAction = recorded.filter((e) => e.card === command.card && e.half === command.half).length;
  // Only where the card has a slot for the sticker (p. 46): from the class data where it gives the
  // slots; otherwise the player says so.
  if (command.slots !== undefined) {
    if (!hasSlotFor(command.slots, command.enhancement, onAction))
      return refused('enhance.noSlot', { card: command.card, half: command.half, sticker: command.enhancement });
  } else if (!command.isSlotConfirmed)
    return refused('enhance.confirmSlot', { card: command.card, half: command.half, sticker: command.enhancement });
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
    return refused('campaign.noSticker', { edition: state.edition, sticker: { key: `history.enhancements.${command.enhancement}` } });
  if (state.edition === 'gh1') {
    const cards = new Set(recorded.map((e) => e.card));
    const limit = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
    if (!cards.has(command.card) && cards.size >= limit)
      // The character's name, not the class's id: the engine holds no content names, and an id is nothing to show.
      return refused('campaign.enhancedCards', { name: character.name, count: cards.size, limit });
  }
  if (character.gold < cost) return refused('campaign.enhancementCosts', { name: character.name, gold: character.gold, cost });
  return [
    {
      type: 'EnhancementBought',
      characterId: character.id,
      enhancement: { card: command.card, half: command.half, enhancement: command.enhancement },
      cost,
    },
  ];
});
