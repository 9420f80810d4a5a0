import type { AnyLanguage } from '@shared/i18n';
import { SLOT_NAMES, characterLevel, smallItemLimit } from '@shared/rules/campaign';
import type { CharacterClass } from '@shared/content/model/character-class';
import { perkSheet } from '@shared/content/perk-sheet';
import type { EquipmentItem, PerkSheetView } from '@shared/ipc/channels/character';
import type { CampaignService } from './campaigns';
import type { ContentService } from './content';
import { RequestError, refusedRequest } from './errors';

/** A class named by its id or its name, as characters record it (letter case aside). */
export function classNamed<T extends Pick<CharacterClass, 'id' | 'name'>>(classes: readonly T[], classId: string): T | undefined {
  const wanted = classId.trim().toLowerCase();
  return classes.find((c) => c.id === wanted) ?? classes.find((c) => c.name.toLowerCase() === wanted);
}

/**
 * The parts of a character sheet that read the campaign's content: the items it owns with their
 * slots and what equips them, and its class's perk list with the deck the ticked perks build.
 * Changes go through campaign commands (one transaction each); the rules are in shared/.
 */
export function createCharacterSheetService(campaigns: CampaignService, content: ContentService) {
  async function characterOf(campaignId: string, characterId: string) {
    const { state } = await campaigns.get(campaignId);
    const character = state.characters.find((c) => c.id === characterId);
    if (!character) throw refusedRequest(RequestError, 'host.town.noCharacter');
    return { state, character };
  }

  async function itemCards(packIds: string[]) {
    const items = await content.records('items', packIds);
    return new Map(items.map((item) => [item.name.trim().toLowerCase(), item]));
  }

  async function equipment(
    campaignId: string,
    characterId: string,
    language: AnyLanguage = 'en',
  ): Promise<{ items: EquipmentItem[]; smallItemLimit: number }> {
    const { state, character } = await characterOf(campaignId, characterId);
    const [cards, nameOf] = await Promise.all([itemCards(state.contentPackIds), content.names(state.contentPackIds, language)]);
    const equipped = new Set((character.equipped ?? []).map((e) => e.name));
    return {
      items: character.items.map((name) => {
        const card = cards.get(name.trim().toLowerCase());
        return {
          name,
          // Named as the shop names it (town-view.ts): the pack's label in the reader's language.
          displayName: card ? nameOf('items', card.id, name) : name,
          slot: card ? SLOT_NAMES[card.slot] : null,
          usage: card?.usage ?? null,
          isEquipped: equipped.has(name),
        };
      }),
      // The level taken in town, raised by what the character wears (Cloak of Pockets).
      smallItemLimit: smallItemLimit(
        characterLevel(character),
        (character.equipped ?? []).reduce((sum, e) => sum + (e.extraSmallItems ?? 0), 0),
      ),
    };
  }

  /** Equips or unequips an owned item; its slot comes from the content's item card. */
  async function equip(campaignId: string, characterId: string, itemName: string, isEquipped: boolean) {
    const { state, character } = await characterOf(campaignId, characterId);
    if (!isEquipped) return campaigns.execute(campaignId, { type: 'UnequipItem', characterId, item: itemName });
    const card = (await itemCards(state.contentPackIds)).get(itemName.trim().toLowerCase());
    if (!card) throw refusedRequest(RequestError, 'host.town.equipUnknown', { item: itemName, name: character.name });
    return campaigns.execute(campaignId, {
      type: 'EquipItem',
      characterId,
      item: itemName,
      slot: card.slot,
      extraSmallItems: card.extraSmallItems ?? 0,
    });
  }

  async function perks(campaignId: string, characterId: string): Promise<PerkSheetView> {
    const { state, character } = await characterOf(campaignId, characterId);
    const characterClass = classNamed(await content.records('characterClasses', state.contentPackIds), character.classId);
    if (!characterClass) return { ...perkSheet({ perks: [] }, character.perks), hasClass: false };
    return { ...perkSheet(characterClass, character.perks), hasClass: true };
  }

  /** The class's ability cards, lowest level first; an "X" card counts as level 1 for enhancing (rulebook p. 47 "Level of Ability Card"). */
  async function abilityCards(campaignId: string, characterId: string) {
    const { state, character } = await characterOf(campaignId, characterId);
    const characterClass = classNamed(await content.records('characterClasses', state.contentPackIds), character.classId);
    return (characterClass?.abilityCards ?? [])
      .map((card) => ({
        name: card.name,
        level: typeof card.level === 'number' ? card.level : 1,
        levelText: String(card.level),
        ...(card.enhancementSlots ? { slots: card.enhancementSlots } : {}),
      }))
      .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  }

  return { equipment, equip, perks, abilityCards };
}

export type CharacterSheetService = ReturnType<typeof createCharacterSheetService>;
