import type {
  CardHalfFate,
  CharacterCard,
  CharacterClass,
  EnhancementSlot,
  EventCardRef,
  ModifierCard,
  ModifierStack,
  Perk,
} from '../../model/character-class';
import { actionsFromGhs, type ActionContext } from './actions';
import type { Labels } from './labels';
import { errorAt, parseAt, type SourceContext } from './locate';
import { ghsCharacterCardShape, ghsCharacterShape, ghsDeckShape, type GhsAction, type GhsPerk } from './raw-shapes';
import { titleOf } from './monsters';

type Context = SourceContext & { labels: Labels };

/**
 * The ability cards of the decks marked `character`, by class (the deck is named after it).
 * Their actions do not count in the monster-card share the report gives.
 */
export function characterCardsFromGhs(
  decks: readonly unknown[],
  context: Context & { actions: ActionContext },
): Map<string, CharacterCard[]> {
  const byClass = new Map<string, CharacterCard[]>();
  const actions = { ...context.actions, tally: { cardLines: 0, structuredCardLines: 0, keptAsText: [] } };
  decks.forEach((rawDeck, deckIndex) => {
    const deck = parseAt(ghsDeckShape, rawDeck, ['decks', deckIndex], context);
    if (!deck?.character) return;
    const cards = deck.abilities.flatMap((rawCard, cardIndex) => {
      const card = parseAt(ghsCharacterCardShape, rawCard, ['decks', deckIndex, 'abilities', cardIndex], context);
      if (!card) return [];
      // "X" marks the choice cards of level 1, "M" a class's own extra cards; others are 1-9.
      const level = /^\d+$/.test(String(card.level)) ? Number(card.level) : String(card.level);
      return [
        {
          id: card.cardId,
          name: card.name,
          level,
          initiative: card.initiative,
          top: actionsFromGhs(card.actions ?? [], actions),
          bottom: actionsFromGhs(card.bottomActions ?? [], actions),
          ...enhancementSlotsOf(card.actions ?? [], card.bottomActions ?? []),
          fates: {
            top: fateOf(card.lost === true || card.loss === true, card.persistent, card.round, card.actions ?? []),
            bottom: fateOf(
              card.bottomLost === true || card.bottomLoss === true,
              card.bottomPersistent,
              card.bottomRound,
              card.bottomActions ?? [],
            ),
          },
        },
      ];
    });
    byClass.set(deck.name, cards);
  });
  return byClass;
}

export function characterClassesFromGhs(
  characters: readonly unknown[],
  context: Context,
  cards: ReadonlyMap<string, CharacterCard[]> = new Map(),
): CharacterClass[] {
  return characters.flatMap((raw, index) => {
    const character = parseAt(ghsCharacterShape, raw, ['characters', index], context);
    if (!character) return [];
    const perks: Perk[] = [];
    (character.perks ?? []).forEach((perk, perkIndex) => {
      const converted = perkOf(perk, context.labels);
      if (converted) perks.push(converted);
      else errorAt(context, ['characters', index, 'perks', perkIndex], 'files.importer.perkCard', { type: perk.type });
    });
    const health = [...character.stats].sort((a, b) => a.level - b.level).map((entry) => entry.health);
    return [
      {
        id: character.name,
        name: context.labels.lookup(`character.${character.name}`) ?? titleOf(character.name),
        health,
        isLocked: character.spoiler ?? false,
        perks,
        ...(character.handSize ? { handSize: character.handSize } : {}),
        ...(cards.has(character.name) ? { abilityCards: cards.get(character.name) } : {}),
        ...(character.traits?.length ? { traits: character.traits } : {}),
        ...eventRefs('unlockEvents', character.unlockEvent),
        ...eventRefs('retireEvents', character.retireEvent),
      },
    ];
  });
}

const customPerkTexts: Record<string, string> = {
  ignoreNegativeScenario: 'Ignore negative scenario effects',
  ignoreNegativeItem: 'Ignore negative item effects',
  // 2nd edition's wording of the same two perks (issue 29: they showed as "ignoreScenario").
  ignoreScenario: 'Ignore scenario effects',
  ignoreNegativeItemFh: 'Ignore item -1 effects',
};

/** add / remove / replace (the first card listed goes, the others come in) / custom text. */
function perkOf(perk: GhsPerk, labels: Labels): Perk | undefined {
  const stacks: ModifierStack[] = [];
  for (const entry of perk.cards ?? []) {
    const card = modifierCardOf(entry.attackModifier, labels);
    if (!card) return undefined;
    stacks.push({ card, count: entry.count });
  }
  const customKey = perk.custom ? /perks\.(\w+)%$/.exec(perk.custom)?.[1] : undefined;
  const text = perk.custom ? ((customKey && customPerkTexts[customKey]) ?? labels.text(perk.custom)) : undefined;
  const ignores: Perk['ignores'] =
    customKey === 'ignoreNegativeItem' || customKey === 'ignoreNegativeItemFh'
      ? 'negativeItemEffects'
      : customKey === 'ignoreNegativeScenario' || customKey === 'ignoreScenario'
        ? 'negativeScenarioEffects'
        : undefined;
  const base = { checkboxes: perk.count, ...(text ? { text } : {}), ...(ignores ? { ignores } : {}) };
  if (perk.type === 'add') return { ...base, add: stacks, remove: [] };
  if (perk.type === 'remove') return { ...base, add: [], remove: stacks };
  if (perk.type === 'replace') return { ...base, remove: stacks.slice(0, 1), add: stacks.slice(1) };
  return { ...base, add: [], remove: [], text: text ?? perk.type };
}

interface GhsModifier {
  type: string;
  rolling?: boolean | undefined;
  effects?: { type: string; value?: unknown }[] | undefined;
}

/** `labels` words a card's custom effect (GHS's "%data.custom.gh2e.saw.1%") as the data prints it. */
export function modifierCardOf(modifier: GhsModifier, labels?: Labels): ModifierCard | undefined {
  const match = /^(plus|minus)(\d+)$/.exec(modifier.type);
  const value = match
    ? Number(match[2]) * (match[1] === 'minus' ? -1 : 1)
    : modifier.type === 'double'
      ? 'x2'
      : modifier.type === 'null'
        ? 'null'
        : undefined;
  if (value === undefined) return undefined;
  const effects = (modifier.effects ?? []).map((effect) => {
    if (effect.type === 'condition') return String(effect.value);
    if (effect.type === 'element') return `element ${String(effect.value)}`;
    if (effect.type === 'refreshItem') return 'refresh item';
    if (effect.type === 'custom' && labels && typeof effect.value === 'string') return labels.text(effect.value);
    return effect.value === undefined ? effect.type : `${effect.type} ${String(effect.value)}`;
  });
  return { value, effects, isRolling: modifier.rolling ?? false };
}

/**
 * The event cards a class's unlock or first retirement adds, as the data writes them: "37" (1st
 * edition: the number on the mat, for both the city and the road deck, rulebook p. 48) or
 * "city:74|road:56" (2nd edition: each card named).
 */
function eventRefs<K extends 'unlockEvents' | 'retireEvents'>(key: K, text: string | undefined): Partial<Record<K, EventCardRef[]>> {
  if (!text) return {};
  const refs = text.split('|').flatMap((part): EventCardRef[] => {
    const named = /^(city|road):(\d+)$/.exec(part.trim());
    if (named) return [{ deck: named[1] as 'city' | 'road', number: Number(named[2]) }];
    const both = /^(\d+)$/.exec(part.trim());
    return both ? (['city', 'road'] as const).map((deck) => ({ deck, number: Number(both[1]) })) : [];
  });
  const valid = refs.filter((ref) => ref.number > 0 && ref.number <= 999).slice(0, 10);
  return valid.length > 0 ? ({ [key]: valid } as Partial<Record<K, EventCardRef[]>>) : {};
}

const SLOT_SHAPES: Record<string, EnhancementSlot> = {
  square: 'square',
  circle: 'circle',
  diamond: 'diamond',
  diamond_plus: 'diamondPlus',
  hex: 'hex',
  any: 'any',
};

/** The enhancement slots GHS marks on a card's actions (`enhancementTypes`, sub-actions included), per half. */
/**
 * Where a half goes once played: lost under the lost symbol, first to the active area under a
 * persistent or round bonus symbol (1st ed. rulebook p. 17, p. 25). gh2e.json marks the bonuses on
 * the card (`persistent`, `bottomRound`), gh.json as an action `{ type: 'card', value: 'round' }`.
 */
function fateOf(isLost: boolean, persistent: boolean | undefined, round: boolean | undefined, actions: readonly GhsAction[]): CardHalfFate {
  const marks = new Set<string>();
  const collect = (list: readonly GhsAction[]): void =>
    list.forEach((action) => {
      if (action.type === 'card' && typeof action.value === 'string') marks.add(action.value);
      collect(action.subActions ?? []);
    });
  collect(actions);
  const bonus = persistent === true || marks.has('persistent') ? 'persistent' : round === true || marks.has('round') ? 'round' : 'none';
  return { isLost, bonus };
}

function enhancementSlotsOf(top: readonly unknown[], bottom: readonly unknown[]): Pick<CharacterCard, 'enhancementSlots'> {
  const shapes = (actions: readonly unknown[]): EnhancementSlot[] =>
    actions.flatMap((action) => {
      if (typeof action !== 'object' || action === null) return [];
      const { enhancementTypes, subActions } = action as { enhancementTypes?: unknown; subActions?: unknown };
      const own = Array.isArray(enhancementTypes)
        ? enhancementTypes.flatMap((t) => (typeof t === 'string' && SLOT_SHAPES[t] ? [SLOT_SHAPES[t]] : []))
        : [];
      return [...own, ...(Array.isArray(subActions) ? shapes(subActions) : [])];
    });
  const slots = { top: shapes(top).slice(0, 20), bottom: shapes(bottom).slice(0, 20) };
  return slots.top.length + slots.bottom.length > 0 ? { enhancementSlots: slots } : {};
}
