import { itemEffectsFromGhs } from '../../item-effects';
import type { BattleGoal, GameEvent, Item, ItemSlot, PersonalQuest, Treasure } from '../../model/campaign-cards';
import { englishLine } from '../../action-text';
import type { WordValue } from '../../../rules/words';
import { conditionalPayments } from '../../../rules/campaign/town/event-effects';
import { itemParts, saidOnce } from './item-parts';
import type { Labels } from './labels';
import { errorAt, parseAt, type SourceContext } from './locate';
import { event2eFromGhs, is2eEvent } from './second-edition';
import { conditionCode } from './condition-code';
import { ghsBattleGoalShape, ghsEventShape, ghsItemShape, ghsPersonalQuestShape, type GhsAction } from './raw-shapes';

type Context = SourceContext & { labels: Labels; edition: string };

const slots: Record<string, ItemSlot> = {
  head: 'head',
  body: 'body',
  legs: 'legs',
  onehand: 'oneHand',
  twohand: 'twoHands',
  small: 'small',
};

export function itemsFromGhs(items: readonly unknown[], context: Context): Item[] {
  return items.flatMap((raw, index) => {
    const item = parseAt(ghsItemShape, raw, ['items', index], context);
    if (!item) return [];
    const slot = slots[item.slot];
    if (!slot) {
      errorAt(context, ['items', index, 'slot'], 'files.importer.itemSlot', { slot: item.slot });
      return [];
    }
    const built = itemText(item.actions, context);
    const text = built?.text ?? context.labels.lookup(`items.${context.edition}-${item.id}.1`);
    // What using it does (item-effects.ts), from its structured effects or its plain English text.
    const effects = itemEffectsFromGhs(item['effects'], context.labels.lookup(`items.${context.edition}-${item.id}.1`), item.actions);
    return [
      {
        id: `item-${item.id}`,
        number: item.id,
        name: item.name,
        cost: item.cost,
        slot,
        count: item.count,
        usage: item.consumed ? 'consumed' : item.spent ? 'spent' : 'persistent',
        // GHS writes the card's use slots as `slots` (Hide Armor: 2).
        ...(item.slots ? { uses: item.slots } : {}),
        ...(item.unlockProsperity ? { prosperity: item.unlockProsperity } : {}),
        ...(text ? { text: context.labels.text(text) } : {}),
        ...(built?.words ? { textWords: built.words } : {}),
        ...(item.minusOne ? { minusOnes: item.minusOne } : {}),
        ...(item.loss ? { isUnrecoverable: true } : {}),
        ...extraSmallItemsOf(text ? context.labels.text(text) : undefined),
        ...(effects.length > 0 ? { effects } : {}),
      } satisfies Item,
    ];
  });
}

/**
 * An item's whole effect in words (item-parts.ts), each part said once. Where Haven words a part
 * itself (an area, an element) the text comes with its parts as words, so a reader sees those in
 * their language; the English text is made from the same words.
 */
function itemText(actions: readonly GhsAction[] | undefined, context: Context): { text: string; words?: WordValue[] } | undefined {
  if (!actions || actions.length === 0) return undefined;
  const all = itemParts(actions, context.labels);
  const keep = saidOnce(all);
  const parts = all.filter((_, index) => keep[index]);
  const text = context.labels.text(parts.map(englishLine).join(' '));
  return parts.some((part) => typeof part !== 'string') ? { text, words: parts } : { text };
}

export function eventsFromGhs(events: readonly unknown[], context: Context): GameEvent[] {
  return events.flatMap((raw, index) => {
    if (is2eEvent(raw)) return event2eFromGhs(raw, index, context) ?? [];
    const event = parseAt(ghsEventShape, raw, ['events', index], context);
    if (!event) return [];
    const number = Number(event.cardId);
    const key = `events.${context.edition}.${event.type}.${number}`;
    const text = context.labels.lookup(`${key}.text`);
    return [
      {
        id: `${event.type}-${number}`,
        deck: event.type,
        number,
        ...(text ? { text: context.labels.text(text) } : {}),
        options: event.options.map((option, position) => {
          const choice = context.labels.lookup(`${key}.options.${position + 1}.choice`);
          const outcomeText = context.labels.lookup(`${key}.options.${position + 1}.outcome`);
          const effects = option.effects ?? [];
          const outcomes = (effects.length > 0 ? effects : [{}]).map(
            (effect: { condition?: unknown; text?: unknown; rewards?: { type: string; value?: unknown }[][] | undefined }, effectIndex) => {
              // `text: true` means "the printed outcome text applies here".
              const ownText = typeof effect.text === 'string' ? context.labels.text(effect.text) : undefined;
              // An option with several outcomes keeps each outcome's text under "effects.1.<n>".
              const printed = outcomeText ?? context.labels.lookup(`${key}.options.${position + 1}.effects.1.${effectIndex + 1}`);
              const effectText =
                ownText ?? (effectIndex === 0 || effect.text === true ? printed && context.labels.text(printed) : undefined);
              const cost = paymentOf(effect.condition);
              const when = conditionCode(effect.condition);
              return {
                ...(effect.condition !== undefined ? { condition: conditionText(effect.condition, context.labels) } : {}),
                ...(when ? { when } : {}),
                ...(effectText ? { text: effectText } : {}),
                // Paying the gold is part of the outcome (rulebook p. 41: the amount is lost).
                effects: [
                  ...(cost ? [cost] : []),
                  ...(effect.rewards ?? []).flat().map((reward) => {
                    const line =
                      reward.value === undefined
                        ? reward.type
                        : `${reward.type} ${typeof reward.value === 'string' ? reward.value : JSON.stringify(reward.value)}`;
                    // A reward under its own condition (city event 5: 5 more gold if reputation is below -4).
                    const only = conditionCode((reward as { condition?: unknown }).condition);
                    return only ? `${line} if ${only}` : line;
                  }),
                ],
              };
            },
          );
          return {
            label: String.fromCharCode(65 + position),
            ...(choice ? { choice: context.labels.text(choice) } : {}),
            outcomes,
            returnsToDeck: option.return ?? false,
          };
        }),
      } satisfies GameEvent,
    ];
  });
}

/**
 * A requirement that counts kills of named monsters ("Bandits or Cultists killed", "Forest Imps
 * killed"; 1st ed. personal quests 513, 515, 516, 523, 533) as the campaign's "kills:<type ids>"
 * (quest-progress.ts): every name must be a monster type of the same data, which counts with its
 * kinds and scenario variants ("Bandits": Bandit Guard, Bandit Archer, Bandit Commander). "Elite
 * monsters killed" (524) is "eliteKills", "Different types of monsters killed" (517) is
 * "monsterTypes", and "Living Bones, … killed with Skullbane Axe" (520) is "killsWith:<type
 * ids>:<item name>". Anything else has none: the players type it.
 */
export function killTrack(text: string, monsterIds: readonly string[]): string | undefined {
  const sentence = text.trim();
  if (/^elite monsters killed$/i.test(sentence)) return 'eliteKills';
  if (/^different types of monsters killed$/i.test(sentence)) return 'monsterTypes';
  const withItem = /^(.+ killed) with ([^:]{1,80})$/i.exec(sentence);
  if (withItem?.[1] && withItem[2]) {
    const kills = killTrack(withItem[1], monsterIds);
    return kills?.startsWith('kills:') ? `killsWith:${kills.slice('kills:'.length)}:${withItem[2].trim()}` : undefined;
  }
  const named = /^(.+) killed$/i.exec(sentence);
  if (!named?.[1]) return undefined;
  const singular = (words: string) =>
    words
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .map((word) => (word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
      .join('-');
  const ids = new Set<string>();
  for (const name of named[1].split(/,\s*(?:or\s+)?|\s+or\s+/)) {
    const wanted = singular(name);
    const found = monsterIds.filter((id) => singular(id) === wanted || singular(id).startsWith(`${wanted}-`));
    if (wanted === '' || found.length === 0) return undefined;
    for (const id of found) ids.add(id);
  }
  return `kills:${[...ids].sort().join('|')}`;
}

/**
 * A requirement the campaign counts from its own records that GHS's data leaves untracked:
 * "\"Crypt\" Scenarios" (1st ed. quest 510: complete scenarios with that word in their name) as
 * "scenarios:<ids>" of the same data's scenarios whose names hold the word, and "Enhancements"
 * (530: enhancements bought) as "enhancements" (quest-progress.ts). Anything else has none.
 */
export function recordTrack(text: string, scenarios: readonly { id: string; name: string }[]): string | undefined {
  const sentence = text.trim();
  if (/^enhancements$/i.test(sentence)) return 'enhancements';
  const named = /^"([^"]{1,40})" scenarios$/i.exec(sentence);
  const words = (phrase: string) =>
    ` ${phrase
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean)
      .join(' ')} `;
  const word = named?.[1] ? words(named[1]) : '';
  if (word.trim() === '') return undefined;
  const ids = scenarios.filter((s) => words(s.name).includes(word)).map((s) => s.id);
  return ids.length > 0 ? `scenarios:${ids.join('|')}` : undefined;
}

export function personalQuestsFromGhs(
  quests: readonly unknown[],
  context: Context,
  monsterIds: readonly string[] = [],
  scenarios: readonly { id: string; name: string }[] = [],
): PersonalQuest[] {
  return quests.flatMap((raw, index) => {
    const quest = parseAt(ghsPersonalQuestShape, raw, ['personalQuests', index], context);
    if (!quest) return [];
    const key = `personalQuest.${context.edition}.${quest.cardId}`;
    const unlocks = quest.unlockCharacter
      ? { characterClass: quest.unlockCharacter }
      : quest.openEnvelope
        ? { envelope: quest.openEnvelope }
        : undefined;
    return [
      {
        id: `personal-quest-${quest.cardId}`,
        number: Number(quest.cardId),
        name: context.labels.lookup(key) ?? `Personal quest ${quest.cardId}`,
        requirements: (quest.requirements ?? []).map((requirement) => {
          const text = context.labels.text(requirement.name);
          const track =
            typeof requirement.autotrack === 'string' && requirement.autotrack.length <= 80
              ? requirement.autotrack
              : (killTrack(text, monsterIds) ?? recordTrack(text, scenarios));
          return { text, target: requirement.counter, ...(track !== undefined && track.length <= 400 ? { track } : {}) };
        }),
        ...(unlocks ? { unlocks } : {}),
        ...(quest.unlockPQ ? { followUp: Number(quest.unlockPQ) } : {}),
      } satisfies PersonalQuest,
    ];
  });
}

export function battleGoalsFromGhs(goals: readonly unknown[], context: Context): BattleGoal[] {
  return goals.flatMap((raw, index) => {
    const goal = parseAt(ghsBattleGoalShape, raw, ['battleGoals', index], context);
    if (!goal) return [];
    const text = context.labels.lookup(`battleGoals.${goal.cardId}.text`);
    return [
      {
        id: `battle-goal-${goal.cardId}`,
        number: Number(goal.cardId),
        name: goal.name,
        checks: goal.checks,
        ...(text ? { text: context.labels.text(text) } : {}),
      } satisfies BattleGoal,
    ];
  });
}

/** The treasure list is indexed by treasure number - 1: "item:32", "gold:15", "damage:5|condition:poison+wound". */
export function treasuresFromGhs(treasures: readonly string[]): Treasure[] {
  return treasures.map((reward, index) => ({ number: index + 1, reward: reward.replace(/:/g, ' ').replace(/\|/g, ', ') || 'nothing' }));
}

/**
 * An outcome's condition in words: a label, or `{type, value}` such as payCollectiveGold 10
 * ("If the party pays 10 gold together", rulebook p. 41).
 */
function conditionText(condition: unknown, labels: Labels): string {
  if (typeof condition === 'string') return labels.text(condition);
  if (typeof condition === 'object' && condition !== null && 'type' in condition) {
    const { type, value } = condition as { type: unknown; value?: unknown };
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    switch (type) {
      case 'otherwise':
        return 'Otherwise';
      case 'payCollectiveGold':
        return `If the party pays ${text} gold together`;
      case 'payCollectiveGoldConditional':
        return `If the party pays together ${conditionalPayments(text)
          .map((p) => `${p.gold} gold when reputation is ${p.above === undefined ? `below ${p.below}` : `above ${p.above}`}`)
          .join(', or ')}`;
      case 'reputationGT':
        return `If reputation is more than ${text}`;
      case 'reputationLT':
        return `If reputation is less than ${text}`;
      default:
        return value === undefined ? String(type) : `${String(type)} ${text}`;
    }
  }
  return JSON.stringify(condition);
}

/** The gold a condition makes the party pay, as an effect line; undefined when it asks none. */
function paymentOf(condition: unknown): string | undefined {
  if (typeof condition !== 'object' || condition === null || !('type' in condition)) return undefined;
  const { type, value } = condition as { type: unknown; value?: unknown };
  if (type === 'payCollectiveGold' && value !== undefined) return `payCollectiveGold ${String(value)}`;
  if (type === 'payCollectiveGoldConditional' && typeof value === 'string') return `payCollectiveGoldConditional ${value}`;
  return undefined;
}

/**
 * The small items a card lets its wearer carry besides the level's. GHS has no field for it, only
 * the card's English words ("You can carry two additional small items", Cloak of Pockets), read here.
 */
function extraSmallItemsOf(text: string | undefined): { extraSmallItems?: number } {
  const match = /carry (\w+) additional small items?/i.exec(text ?? '');
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
  const count = match ? (words[match[1]!.toLowerCase()] ?? Number(match[1])) : NaN;
  return Number.isInteger(count) && count > 0 && count <= 9 ? { extraSmallItems: count } : {};
}
