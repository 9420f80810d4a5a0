import { history, wordList, type WordList } from '../../words';
import { z } from 'zod';
import { ALL_CONDITIONS, conditionsOf, type Condition } from '../../scenario/conditions';
import type { Edition } from '../edition';

/**
 * What an event makes a character start the next scenario with: damage suffered, conditions,
 * bless and curse cards in its modifier deck (event cards: "start the next scenario with 2
 * damage / WOUND / BLESS"). Applied when that scenario is set up (guide "Scenario setup" step 9:
 * "apply the effects of any preceding road or city event now", ../shared/seeds/gloomhaven-guide.txt;
 * 1st ed. rulebook p. 42 applies event outcomes to the characters in the party).
 */
export const nextScenarioStartSchema = z.object({
  damage: z.number().int().min(0).max(30).default(0),
  conditions: z.array(z.enum(ALL_CONDITIONS)).max(10).default([]),
  blesses: z.number().int().min(0).max(10).default(0),
  curses: z.number().int().min(0).max(10).default(0),
  /**
   * Items of the character's own an event spent or consumed (by name): the scenario starts with
   * them turned sideways or face down, as the event left them (guide setup step 9, as above; a
   * spent or consumed item is turned or flipped, 1st ed. rulebook p. 8).
   */
  spentItems: z.array(z.string().min(1).max(80)).max(20).default([]),
  consumedItems: z.array(z.string().min(1).max(80)).max(20).default([]),
});
export type NextScenarioStart = z.output<typeof nextScenarioStartSchema>;

/** Kept in the campaign, one entry per character, until the next scenario starts. */
export const nextScenarioEntrySchema = nextScenarioStartSchema.extend({ characterId: z.string() });
export type NextScenarioEntry = z.output<typeof nextScenarioEntrySchema>;

/** A start with nothing in it. */
export function nothingAtStart(): NextScenarioStart {
  return { damage: 0, conditions: [], blesses: 0, curses: 0, spentItems: [], consumedItems: [] };
}

export function isNothingAtStart(start: NextScenarioStart): boolean {
  return (
    start.damage === 0 &&
    start.conditions.length === 0 &&
    start.blesses === 0 &&
    start.curses === 0 &&
    start.spentItems.length === 0 &&
    start.consumedItems.length === 0
  );
}

/** A condition the edition does not have (ward and safeguard are 2nd edition only), or undefined. */
export function foreignCondition(edition: Edition, start: NextScenarioStart): Condition | undefined {
  const known: readonly Condition[] = conditionsOf(edition);
  return start.conditions.find((name) => !known.includes(name));
}

/** A start or an entry as an older log stored it, before events could spend or consume items. */
type StoredStart = Omit<NextScenarioStart, 'spentItems' | 'consumedItems'> &
  Partial<Pick<NextScenarioStart, 'spentItems' | 'consumedItems'>>;
type StoredEntry = StoredStart & { characterId: string };

function whole(entry: StoredEntry): NextScenarioEntry {
  return {
    ...entry,
    conditions: [...entry.conditions],
    spentItems: [...(entry.spentItems ?? [])],
    consumedItems: [...(entry.consumedItems ?? [])],
  };
}

/** Adds what a new outcome gives to what a character already keeps for the next scenario. */
export function keepForNextScenario(kept: readonly StoredEntry[], added: readonly StoredEntry[]): NextScenarioEntry[] {
  const byId = new Map(kept.map((entry) => [entry.characterId, whole(entry)]));
  for (const stored of added) {
    const entry = whole(stored);
    const before = byId.get(entry.characterId);
    byId.set(
      entry.characterId,
      before
        ? {
            characterId: entry.characterId,
            damage: before.damage + entry.damage,
            // One of each condition on a figure (1st ed. rulebook p. 22).
            conditions: [...new Set([...before.conditions, ...entry.conditions])],
            blesses: before.blesses + entry.blesses,
            curses: before.curses + entry.curses,
            // Consumed outranks spent: an item an event spent and another consumed is face down.
            consumedItems: [...new Set([...before.consumedItems, ...entry.consumedItems])],
            spentItems: [...new Set([...before.spentItems, ...entry.spentItems])].filter(
              (item) => !before.consumedItems.includes(item) && !entry.consumedItems.includes(item),
            ),
          }
        : entry,
    );
  }
  return [...byId.values()];
}

/** What a character starts the next scenario with, as keyed words (area `history`), worded in the reader's language. */
export function startWords(start: StoredStart): WordList {
  return wordList([
    ...(start.damage > 0 ? [history('visit.damage', { count: start.damage })] : []),
    ...start.conditions.map((name) => history(`scenario.conditions.${name}`)),
    ...(start.blesses > 0 ? [history('visit.blesses', { count: start.blesses })] : []),
    ...(start.curses > 0 ? [history('visit.curses', { count: start.curses })] : []),
    ...(start.spentItems ?? []).map((item) => history('visit.itemSpent', { item })),
    ...(start.consumedItems ?? []).map((item) => history('visit.itemConsumed', { item })),
  ]);
}
