import { isWithinLevel, type CardPool } from '../rules/scenario/hand';
import type { Character } from '../rules/campaign/state';
import { characterLevel } from '../rules/campaign/levels';
import {
  CARD_CONDITIONS,
  type CardCondition,
  type AbilityActionInput,
  type AbilityDeckInput,
  type CharacterInput,
  type MonsterAttributes,
  type MonsterStats as EngineStats,
  type MonsterTypeInput,
  type PerkChange,
} from '../rules/scenario/input';
import { ALL_CONDITIONS, type Condition } from '../rules/scenario/conditions';
import type { ModifierCard as EngineCard } from '../rules/scenario/modifier-cards';
import { summonRank } from '../rules/scenario/summon-rank';
import type { Words } from '../rules/words';
import { actionText, englishLine } from './action-text';
import { actionLineWords, actionWords, bossSpecialWords, immuneToWords } from './action-words';
import type { AbilityAction } from './model/ability-action';
import type { AbilityDeck } from './model/ability-deck';
import type { Item } from './model/campaign-cards';
import type { CharacterClass, ModifierCard, ModifierStack, Perk } from './model/character-class';
import type { MonsterStats, MonsterType } from './model/monster-type';
import { standeesFor, type Room } from './model/scenario';

/**
 * Adapters from content-pack records to the scenario engine's setup input. Pure; the host reads
 * the records and passes what these return to `setUpScenario`.
 */

const ENGINE_CONDITIONS = new Set<string>(ALL_CONDITIONS);
const isEngineCondition = (name: string): name is Condition => ENGINE_CONDITIONS.has(name);
const CARD_CONDITION_NAMES = new Set<string>(CARD_CONDITIONS);
const isCardCondition = (name: string): name is CardCondition => CARD_CONDITION_NAMES.has(name);

/** Who sits at the table: a summon's rank follows the party size, and it is named as players know it. */
export interface TableContext {
  characters: number;
  monsterName(typeId: string): string;
}

/** A summon as this table plays it: the rank for the party, the monster's name instead of its id. */
function forTable(action: AbilityAction, table: TableContext | undefined): AbilityAction {
  const subActions = action.subActions?.map((sub) => forTable(sub, table));
  const withSubs = subActions ? ({ ...action, subActions } as AbilityAction) : action;
  if (table === undefined || withSubs.type !== 'summon') return withSubs;
  const { rankByPartySize: _byParty, ...summon } = withSubs;
  return { ...summon, rank: summonRank(withSubs, table.characters), monster: table.monsterName(withSubs.monster) };
}

/** Haven's line for an action the engine keeps as text: the English, and the words the screen words it with. */
function asText(type: 'special' | 'summon', action: AbilityAction): AbilityActionInput {
  const words = actionWords(action);
  return words === undefined ? { type, text: actionText(action) } : { type, text: actionText(action), words };
}

/** One card action in the engine's shape; what the engine does not model travels as text. */
export function toEngineAction(given: AbilityAction, table?: TableContext | number): AbilityActionInput {
  // (`table` is the index when the function is passed to `map`.)
  const context = typeof table === 'object' ? table : undefined;
  const action = forTable({ ...given, subActions: [] } as AbilityAction, context);
  // Whom others' damage reaches is the damage's own: it is not a line of its own beneath it.
  const damageGroup =
    given.type === 'sufferDamage' && given.who === 'others' ? given.subActions?.find((sub) => sub.type === 'affect') : undefined;
  const subActions = given.subActions?.filter((sub) => sub !== damageGroup).map((sub) => toEngineAction(sub, context));
  const withSubs = (base: AbilityActionInput): AbilityActionInput => (subActions && subActions.length > 0 ? { ...base, subActions } : base);
  switch (action.type) {
    case 'move':
    case 'attack':
    case 'range':
      // The engine works a signed value out from the stat card ("Range +1"); one printed without
      // a sign ("Range 3", as the 2nd edition prints every range) is the value itself.
      return withSubs(
        action.isRelative ? { type: action.type, value: action.value } : { type: action.type, value: action.value, isAbsolute: true },
      );
    case 'heal':
    case 'shield':
    case 'retaliate':
    case 'target':
    case 'pierce':
    case 'loot':
      return withSubs({ type: action.type, value: action.value });
    case 'condition': {
      if (!isCardCondition(action.condition)) return withSubs(asText('special', action));
      // "Strengthen, self": the card names the monster itself among those the condition goes to.
      const isSelf = given.subActions?.some(
        (sub) => sub.type === 'affect' && (sub.group === 'self' || sub.group === 'selfAndAlliesInRange'),
      );
      return withSubs(
        isSelf ? { type: 'condition', condition: action.condition, isSelf: true } : { type: 'condition', condition: action.condition },
      );
    }
    case 'element':
      // "Consume any element": the party picks which (the words say "any element").
      return action.element === 'any'
        ? withSubs({ type: action.use, isAnyElement: true, text: actionText(action), words: actionWords(action) })
        : withSubs({ type: action.use, element: action.element });
    case 'jump':
    case 'flying':
      return withSubs({ type: action.type });
    case 'summon': {
      // The monster summoned by its id (the text names it for the table), at the table's rank.
      const summon = { typeId: given.type === 'summon' ? given.monster : action.monster, rank: action.rank };
      return withSubs({
        ...asText('summon', action),
        summon: action.hasSummonersHealth ? { ...summon, hasSummonersHealth: true } : summon,
      });
    }
    case 'sufferDamage': {
      const words = actionWords(given);
      const line = { type: 'sufferDamage' as const, value: action.value, text: actionText(given), ...(words ? { words } : {}) };
      return withSubs(damageGroup?.type === 'affect' ? { ...line, group: damageGroup.group } : line);
    }
    case 'push':
    case 'pull': {
      // The board moves the target (shared/map/forced-move.ts); the line reads as the card prints it.
      const words = actionWords(action);
      return withSubs({ type: action.type, value: action.value, text: actionText(action), ...(words ? { words } : {}) });
    }
    case 'affect':
      // Kept as the line players read, with whom it reaches for the engine ("all adjacent enemies").
      return withSubs({ ...asText('special', action), group: action.group });
    case 'special':
      return withSubs({ type: 'special', text: action.text });
    case 'doesNotAct':
      // Nothing to play: the card has no move and no attack, and its line says why the monster stays idle.
      return withSubs(asText('special', action));
    default:
      return withSubs(asText('special', action));
  }
}

/** A stat card's line the engine keeps as text: its English, and Haven's words for it (a pack's own text has none). */
interface SpecialLine {
  text: string;
  words?: Words;
}
const specialLine = (value: Words | string): SpecialLine =>
  typeof value === 'string' ? { text: englishLine(value) } : { text: englishLine(value), words: value };

/** The stat card's attributes (shield, retaliate, pierce, conditions on attack...) as the engine's attributes. */
export function toEngineAttributes(stats: MonsterStats, isFlying: boolean, specials: SpecialLine[] = []): MonsterAttributes {
  const attributes: MonsterAttributes = {};
  const special: SpecialLine[] = [...specials];
  const conditions: Condition[] = [];
  for (const action of stats.attributes) {
    if (action.type === 'shield') attributes.shield = (attributes.shield ?? 0) + action.value;
    else if (action.type === 'retaliate') {
      attributes.retaliate = (attributes.retaliate ?? 0) + action.value;
      const range = action.subActions?.find((sub) => sub.type === 'range');
      if (range?.type === 'range') attributes.retaliateRange = range.value;
    } else if (action.type === 'pierce') attributes.pierce = action.value;
    else if (action.type === 'target') attributes.target = action.value;
    else if (action.type === 'flying') attributes.isFlying = true;
    else if (action.type === 'condition' && isEngineCondition(action.condition)) conditions.push(action.condition);
    else special.push(specialLine(actionLineWords(action)));
  }
  if (isFlying) attributes.isFlying = true;
  if (conditions.length > 0) attributes.conditionsOnAttack = conditions;
  const immunities = stats.immunities.filter((name) => name !== 'push' && name !== 'pull');
  if (immunities.length > 0) attributes.immunities = immunities as NonNullable<MonsterAttributes['immunities']>;
  const forced = stats.immunities.filter((name) => name === 'push' || name === 'pull');
  if (forced.length > 0) special.push(specialLine(immuneToWords(forced)));
  if (special.length > 0) attributes.special = special.map((line) => line.text);
  // Words only where Haven words a line itself; a stat card of the pack's own text has none.
  if (special.some((line) => line.words !== undefined)) attributes.specialWords = special.map((line) => line.words ?? null);
  return attributes;
}

function toEngineStats(stats: MonsterStats, isFlying: boolean, specials: SpecialLine[] = []): EngineStats {
  return {
    health: stats.health,
    move: stats.move,
    attack: stats.attack,
    range: stats.range,
    attributes: toEngineAttributes(stats, isFlying, specials),
  };
}

/** A monster type with its stat cards for levels 0-7; a boss keeps its specials as text. */
export function toMonsterTypeInput(type: MonsterType): MonsterTypeInput {
  return monsterTypeInput(type, undefined);
}

/** `toMonsterTypeInput` for a table: summons on the boss's stat card as the party plays them. */
export const toMonsterTypeInputAt =
  (table: TableContext) =>
  (type: MonsterType): MonsterTypeInput =>
    monsterTypeInput(type, table);

function monsterTypeInput(type: MonsterType, table: TableContext | undefined): MonsterTypeInput {
  const special = (number: 1 | 2, actions: readonly AbilityAction[]) =>
    specialLine(
      bossSpecialWords(
        number,
        actions.map((action) => forTable(action, table)),
      ),
    );
  return {
    id: type.id,
    name: type.name,
    deck: type.deck,
    standeeCount: Math.min(type.standeeCount, 20),
    isBoss: type.isBoss,
    levels: type.levels.map((row) => {
      if (row.kind === 'boss') {
        const specials = [special(1, row.boss.special1), special(2, row.boss.special2)];
        return { level: row.level, boss: toEngineStats(row.boss, type.isFlying, specials) };
      }
      return { level: row.level, normal: toEngineStats(row.normal, type.isFlying), elite: toEngineStats(row.elite, type.isFlying) };
    }),
  };
}

/** An ability deck with its structured actions; card numbers become ids. */
export function toAbilityDeckInput(deck: AbilityDeck): AbilityDeckInput {
  return abilityDeckInput(deck, undefined);
}

/** `toAbilityDeckInput` for a table: summons on the cards as the party plays them. */
export const toAbilityDeckInputAt =
  (table: TableContext) =>
  (deck: AbilityDeck): AbilityDeckInput =>
    abilityDeckInput(deck, table);

function abilityDeckInput(deck: AbilityDeck, table: TableContext | undefined): AbilityDeckInput {
  return {
    deck: deck.id,
    cards: deck.cards.map((card) => ({
      id: String(card.id),
      initiative: card.initiative,
      shuffle: card.hasShuffle,
      actions: card.actions.map((action) => toEngineAction(action, table)),
    })),
  };
}

/** A content modifier card as the engine's card; ids match the standard deck's ("+1", "-1", "null", "x2"). */
export function toEngineModifierCard(card: ModifierCard): EngineCard {
  // "element light" on a card is the engine's "light" (an infusion).
  const effects = card.effects.map((effect) => effect.replace(/^element\s+/i, ''));
  const base = card.value === 'x2' ? 'x2' : card.value === 'null' ? 'null' : card.value >= 0 ? `+${card.value}` : `${card.value}`;
  const id =
    effects.length === 0 && !card.isRolling
      ? base
      : `${base}${card.isRolling ? ' rolling' : ''}${effects.length > 0 ? ` ${effects.join(' ')}` : ''}`;
  return {
    id,
    kind: card.value === 'x2' ? 'double' : card.value === 'null' ? 'null' : 'plus',
    value: typeof card.value === 'number' ? card.value : 0,
    isRolling: card.isRolling,
    effects,
    // Null and x2 shuffle the deck at the end of the round (rules model "Cleanup").
    shufflesDeck: card.value === 'x2' || card.value === 'null',
    isRemovedWhenDrawn: false,
  };
}

const stackWords = (stack: ModifierStack) => `${stack.count} ${toEngineModifierCard(stack.card).id}`;

/** The cards a perk removes and adds, in words ("Remove 2 -1, add 1 +1"); empty for a perk of text only. */
function perkCardsLabel(perk: Perk): string {
  const parts: string[] = [];
  if (perk.remove.length > 0) parts.push(`Remove ${perk.remove.map(stackWords).join(', ')}`);
  if (perk.add.length > 0) parts.push(`${parts.length > 0 ? 'add' : 'Add'} ${perk.add.map(stackWords).join(', ')}`);
  return parts.join(', ');
}

/**
 * How a perk reads on the character sheet: its own text and the cards it removes and adds, both
 * when it has both (the Brute's last perk: "Ignore negative item effects, add 1 +1"; the class's
 * perk list, 1st ed. rulebook p. 44 "Additional Perks").
 */
export function perkLabel(perk: Perk): string {
  const cards = perkCardsLabel(perk);
  if (perk.text === undefined) return cards;
  return cards ? `${perk.text}, ${cards.charAt(0).toLowerCase()}${cards.slice(1)}` : perk.text;
}

/**
 * Which class perk a recorded perk names: its number ("#3"), its label, its text, or its cards
 * alone (as a perk with text and cards was labelled before its text was shown), letter case aside;
 * -1 when none.
 */
export function perkIndexOf(perks: readonly Perk[], taken: string): number {
  const wanted = taken.trim().toLowerCase();
  const number = /^#(\d+)$/.exec(wanted);
  if (number) {
    const index = Number(number[1]) - 1;
    return index < perks.length ? index : -1;
  }
  const exact = perks.findIndex((p) => perkLabel(p).toLowerCase() === wanted || p.text?.toLowerCase() === wanted);
  return exact >= 0 ? exact : perks.findIndex((p) => p.text !== undefined && perkCardsLabel(p).toLowerCase() === wanted);
}

/** A perk as a change to the modifier deck (guide "The campaign": "A perk is surgery on your attack modifier deck"). */
export function perkChange(perk: Perk): PerkChange {
  const expand = (stacks: readonly ModifierStack[]) =>
    stacks.flatMap((stack) => Array.from({ length: stack.count }, () => toEngineModifierCard(stack.card)));
  return { add: expand(perk.add), remove: expand(perk.remove).map((card) => card.id) };
}

/**
 * A campaign character as it enters a scenario: its level from its experience (rulebook "Leveling
 * Up"), its maximum hit points from its class at that level, and each perk it took that changes
 * cards. Campaign perks are written as text; one counts when it names a class perk by its label or
 * its text (letter case aside), or by its number on the class ("#3").
 */
export function toCharacterInput(
  character: Pick<Character, 'id' | 'name' | 'xp' | 'level' | 'perks'>,
  characterClass: CharacterClass,
  levelOverride?: number,
): CharacterInput {
  // The level taken in town, not the one the experience already reaches (rulebook p. 44).
  const level = levelOverride ?? characterLevel(character);
  const maxHealth = characterClass.health[level - 1] ?? characterClass.health[0] ?? 1;
  const perks: PerkChange[] = [];
  for (const taken of character.perks) {
    const perk = characterClass.perks[perkIndexOf(characterClass.perks, taken)];
    if (perk !== undefined && (perk.add.length > 0 || perk.remove.length > 0)) perks.push(perkChange(perk));
  }
  const cardPool = cardPoolOf(characterClass, level);
  return {
    id: character.id,
    name: character.name,
    classId: characterClass.id,
    level,
    maxHealth,
    perks,
    itemMinusOnes: 0,
    blesses: 0,
    ...(cardPool ? { cardPool } : {}),
  };
}

/**
 * The class's cards the character may take into a hand Haven keeps: those of its level or lower
 * whose data says where each half goes (rulebook p. 12; shared/rules/scenario/hand.ts). None when
 * the class has no hand size or no such cards: the hand then cannot be kept, as before.
 */
export function cardPoolOf(characterClass: CharacterClass, level: number): CardPool | undefined {
  if (characterClass.handSize === undefined) return undefined;
  const cards = (characterClass.abilityCards ?? []).flatMap((card) =>
    card.fates && isWithinLevel(card.level, level)
      ? [{ id: String(card.id), name: card.name, level: card.level, initiative: card.initiative, ...card.fates }]
      : [],
  );
  return cards.length > 0 ? { handSize: characterClass.handSize, cards: cards.slice(0, 60) } : undefined;
}

/**
 * What a campaign character brings into its modifier deck besides perks: the -1 cards its items
 * add (1st ed. rulebook p. 8 "Item Cards" and p. 12 setup: added when the scenario starts; 2nd
 * edition the same, rule "Items"), items matched by name as the sheet keeps them. A donation's
 * blesses are "for the next scenario" (p. 45): the campaign keeps them with the events' start
 * effects until a scenario is set up (campaign/visit/next-scenario.ts), so the next one only.
 */
export function deckExtras(
  character: Pick<Character, 'items'>,
  items: readonly Pick<Item, 'name' | 'minusOnes'>[],
  ignoresNegativeItemEffects = false,
): Pick<CharacterInput, 'itemMinusOnes'> {
  // A perk that ignores negative item effects takes the items' −1 cards away (1st ed. class perks).
  if (ignoresNegativeItemEffects) return { itemMinusOnes: 0 };
  const byName = new Map(items.map((item) => [item.name.trim().toLowerCase(), item]));
  const itemMinusOnes = character.items.reduce((sum, name) => sum + (byName.get(name.trim().toLowerCase())?.minusOnes ?? 0), 0);
  return { itemMinusOnes };
}

/** A monster to place: the engine's placement shape (numbers drawn at random when left out). */
export interface EnginePlacement {
  typeId: string;
  rank: 'normal' | 'elite' | 'boss';
  standeeNumber?: number;
}

/**
 * A room's monsters for a party of `characters` (the scenario book's 2/3/4-character columns; a
 * party of one plays as two). A boss type's one standee is placed as a boss.
 */
export function roomPlacements(room: Room, characters: number, bossTypeIds: ReadonlySet<string>): EnginePlacement[] {
  const placements: EnginePlacement[] = [];
  for (const placement of room.placements) {
    const { normal, elite } = standeesFor(placement, characters);
    if (bossTypeIds.has(placement.monster)) {
      if (normal + elite > 0) placements.push({ typeId: placement.monster, rank: 'boss' });
      continue;
    }
    for (let i = 0; i < elite; i += 1) placements.push({ typeId: placement.monster, rank: 'elite' });
    for (let i = 0; i < normal; i += 1) placements.push({ typeId: placement.monster, rank: 'normal' });
  }
  return placements;
}

/** Whether one of the perks a character took ignores negative item effects (matched as toCharacterInput matches perks). */
export function ignoresNegativeItemEffects(character: Pick<Character, 'perks'>, characterClass: CharacterClass): boolean {
  return character.perks.some((taken) => characterClass.perks[perkIndexOf(characterClass.perks, taken)]?.ignores === 'negativeItemEffects');
}
