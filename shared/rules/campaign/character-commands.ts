import type { z } from 'zod';
import { retirementPerks } from './retirement';
import { prosperityLevel } from './prosperity';
import { characterLevel, levelForXp, xpForLevel } from './levels';
import { perksFromCheckmarks } from './checkmarks';
import { maxStartingLevel, prosperityCatchUpLevel } from './starting-gold';
import { equipSlotRefusal } from './equipment';
import type { CampaignState, Character } from './state';
import { ruleCommand, type CommandSchema } from './command-module';
import {
  addItemSchema,
  addPerkSchema,
  catchUpToProsperitySchema,
  changeCheckmarksSchema,
  changeGoldSchema,
  createCharacterSchema,
  gainExperienceSchema,
  removeItemSchema,
  removePerkSchema,
  renameCharacterSchema,
  retireCharacterSchema,
  setCharacterNotesSchema,
  setPersonalQuestSchema,
  unequipItemSchema,
  equipItemSchema,
} from './command-schemas';
import type { CampaignEvent } from './events';
import { decideRetirement } from './decide-retirement';
import { experienceGained } from './decide-settlement';
import { refused, refusedAs, type Refused } from './violation';

// A character's own commands (issue 28: each is its module, listed in commands.ts): its creation,
// name, experience, gold, items, perks, checkmarks, quest, notes and retirement.

/** Perks earned: one per level above 1, one per 3 checkmarks, retirement bonus perks and masteries. */
export function perkAllowance(character: Pick<Character, 'xp' | 'level' | 'checkmarks' | 'bonusPerks' | 'masteries'>): number {
  // 2nd edition masteries add a perk mark each (character sheet); 1st edition characters have none.
  return characterLevel(character) - 1 + perksFromCheckmarks(character.checkmarks) + character.bonusPerks + character.masteries;
}

type CharacterRule<C> = (state: CampaignState, character: Character, command: C) => readonly CampaignEvent[] | Refused;

/**
 * The module of a command about one character of the campaign: a retired character keeps only
 * its notes (its sheet is kept as it was when it retired).
 */
function characterCommand<S extends CommandSchema & z.ZodType<{ characterId: string }>>(schema: S, rule: CharacterRule<z.output<S>>) {
  return ruleCommand(schema, (state, command) => {
    const character = state.characters.find((c) => c.id === command.characterId);
    if (!character) return refused('campaign.noSuchCharacter');
    if (character.isRetired && command.type !== 'SetCharacterNotes') return refused('campaign.retiredNotesOnly', { name: character.name });
    return rule(state, character, command);
  });
}

export const createCharacter = ruleCommand(createCharacterSchema, (state, command) => {
  if (!command.characterId) return refused('campaign.newCharacterId');
  if (state.characters.some((c) => c.id === command.characterId)) return refused('campaign.characterIdTaken');
  // New characters start up to the prosperity level (1st ed.) or half of it rounded up (2nd ed.).
  const maxLevel = maxStartingLevel(state.edition, prosperityLevel(state.edition, state.party.prosperityCheckmarks));
  if (command.level > maxLevel) {
    return refused('campaign.startLevel', { level: maxLevel, edition: state.edition });
  }
  const character: Character = {
    id: command.characterId,
    classId: command.classId,
    name: command.name,
    xp: xpForLevel(command.level),
    level: command.level,
    gold: command.gold,
    items: [],
    perks: [],
    checkmarks: 0,
    personalQuest: command.personalQuest,
    questProgress: [],
    notes: '',
    // Each character the player retired before gives one more perk (1st ed. rulebook p. 48).
    bonusPerks: retirementPerks(state.characters, command.player),
    player: command.player,
    masteries: 0,
    isRetired: false,
    hasDonatedThisVisit: false,
    tallies: {
      donatedGold: 0,
      completedScenarios: [],
      retirementsSeen: 0,
      exhaustions: 0,
      bossScenarios: 0,
      kills: {},
      eliteKills: 0,
      itemKills: {},
      exhaustionsSeen: 0,
    },
  };
  return [{ type: 'CharacterCreated', character }];
});

export const renameCharacter = characterCommand(renameCharacterSchema, (_state, character, command) =>
  character.name === command.name ? [] : [{ type: 'CharacterRenamed', characterId: character.id, from: character.name, to: command.name }],
);

export const gainExperience = characterCommand(gainExperienceSchema, (_state, character, command) => {
  const to = character.xp + command.amount;
  // A character can never be brought below the minimum experience of its current level
  // (1st ed. rulebook "City and Road Events"; levels are never lost).
  const floor = xpForLevel(levelForXp(character.xp));
  if (to < floor) return refused('campaign.xpFloor', { name: character.name, xp: character.xp, floor, level: levelForXp(character.xp) });
  if (to === character.xp) return [];
  return [experienceGained(character, command.amount)];
});

export const changeGold = characterCommand(changeGoldSchema, (_state, character, command) => {
  const to = character.gold + command.amount;
  if (to < 0) return refused('campaign.goldBelowZero', { name: character.name, gold: character.gold, amount: -command.amount });
  return to === character.gold ? [] : [{ type: 'GoldChanged', characterId: character.id, from: character.gold, to }];
});

// A character cannot own two copies of the same item (1st ed. rulebook "Buying and Selling Items").
export const addItem = characterCommand(addItemSchema, (_state, character, command) =>
  character.items.includes(command.item)
    ? refused('campaign.ownsItemAlready', { name: character.name, item: command.item })
    : [{ type: 'ItemAdded', characterId: character.id, item: command.item }],
);

export const removeItem = characterCommand(removeItemSchema, (_state, character, command) =>
  character.items.includes(command.item)
    ? [{ type: 'ItemRemoved', characterId: character.id, item: command.item }]
    : refused('campaign.doesNotOwnItem', { name: character.name, item: command.item }),
);

export const equipItem = characterCommand(equipItemSchema, (_state, character, command) => {
  if (!character.items.includes(command.item)) return refused('campaign.equipNotOwned', { name: character.name, item: command.item });
  const equipped = (character.equipped ?? []).filter((e) => character.items.includes(e.name));
  if (equipped.some((e) => e.name === command.item)) return [];
  // The small-item limit follows the level the character has taken in town (p. 44), not its experience.
  const extra = command.extraSmallItems > 0 ? { extraSmallItems: command.extraSmallItems } : {};
  const refusal = equipSlotRefusal(equipped, { name: command.item, slot: command.slot, ...extra }, characterLevel(character));
  if (refusal) return refusedAs(refusal);
  return [{ type: 'ItemEquipped', characterId: character.id, item: command.item, slot: command.slot, ...extra }];
});

export const unequipItem = characterCommand(unequipItemSchema, (_state, character, command) =>
  (character.equipped ?? []).some((e) => e.name === command.item)
    ? [{ type: 'ItemUnequipped', characterId: character.id, item: command.item }]
    : [],
);

export const addPerk = characterCommand(addPerkSchema, (_state, character, command) => {
  const allowed = perkAllowance(character);
  if (character.perks.length >= allowed) return refused('campaign.allPerks', { name: character.name, allowed });
  return [{ type: 'PerkAdded', characterId: character.id, perk: command.perk, ...(command.words ? { words: command.words } : {}) }];
});

export const removePerk = characterCommand(removePerkSchema, (_state, character, command) =>
  character.perks.includes(command.perk)
    ? [{ type: 'PerkRemoved', characterId: character.id, perk: command.perk, ...(command.words ? { words: command.words } : {}) }]
    : refused('campaign.noPerk', { name: character.name, perk: command.perk }),
);

export const changeCheckmarks = characterCommand(changeCheckmarksSchema, (_state, character, command) => {
  const to = character.checkmarks + command.amount;
  if (to < 0)
    return refused('campaign.checkmarksBelowZero', { name: character.name, checkmarks: character.checkmarks, amount: -command.amount });
  // A character never loses a checkmark that would cost a perk already taken (1st ed. rulebook
  // "City and Road Events").
  if (command.amount < 0 && character.perks.length > perkAllowance({ ...character, checkmarks: to })) {
    return refused('campaign.checkmarksCostPerk', { name: character.name });
  }
  return to === character.checkmarks ? [] : [{ type: 'CheckmarksChanged', characterId: character.id, from: character.checkmarks, to }];
});

// Characters below the town's prosperity may advance to it (1st ed. p. 48; 2nd ed. p. 56).
export const catchUpToProsperity = characterCommand(catchUpToProsperitySchema, (state, character) => {
  const levelFrom = levelForXp(character.xp);
  const prosperity = prosperityLevel(state.edition, state.party.prosperityCheckmarks);
  const levelTo = prosperityCatchUpLevel(state.edition, prosperity, levelFrom);
  if (levelTo === null)
    return refused('campaign.catchUpLimit', {
      name: character.name,
      level: levelFrom,
      prosperity,
      max: maxStartingLevel(state.edition, prosperity),
    });
  return [{ type: 'ExperienceChanged', characterId: character.id, from: character.xp, to: xpForLevel(levelTo), levelFrom, levelTo }];
});

export const setPersonalQuest = characterCommand(setPersonalQuestSchema, (_state, character, command) => [
  { type: 'PersonalQuestSet', characterId: character.id, quest: command.quest },
]);

export const setCharacterNotes = characterCommand(setCharacterNotesSchema, (_state, character, command) => [
  { type: 'CharacterNotesChanged', characterId: character.id, notes: command.notes },
]);

export const retireCharacter = characterCommand(retireCharacterSchema, decideRetirement);
