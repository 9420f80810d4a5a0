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
});
export type NextScenarioStart = z.output<typeof nextScenarioStartSchema>;

/** Kept in the campaign, one entry per character, until the next scenario starts. */
export const nextScenarioEntrySchema = nextScenarioStartSchema.extend({ characterId: z.string() });
export type NextScenarioEntry = z.output<typeof nextScenarioEntrySchema>;

export function isNothingAtStart(start: NextScenarioStart): boolean {
  return start.damage === 0 && start.conditions.length === 0 && start.blesses === 0 && start.curses === 0;
}

/** A condition the edition does not have (ward and safeguard are 2nd edition only), or undefined. */
export function foreignCondition(edition: Edition, start: NextScenarioStart): Condition | undefined {
  const known: readonly Condition[] = conditionsOf(edition);
  return start.conditions.find((name) => !known.includes(name));
}

/** Adds what a new outcome gives to what a character already keeps for the next scenario. */
export function keepForNextScenario(kept: readonly NextScenarioEntry[], added: readonly NextScenarioEntry[]): NextScenarioEntry[] {
  const byId = new Map(kept.map((entry) => [entry.characterId, { ...entry, conditions: [...entry.conditions] }]));
  for (const entry of added) {
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
          }
        : { ...entry, conditions: [...entry.conditions] },
    );
  }
  return [...byId.values()];
}

/** The same as keyed words (area `history`), for the history lines worded in the reader's language. */
export function startWords(start: NextScenarioStart): WordList {
  return wordList([
    ...(start.damage > 0 ? [history('visit.damage', { count: start.damage })] : []),
    ...start.conditions,
    ...(start.blesses > 0 ? [history('visit.blesses', { count: start.blesses })] : []),
    ...(start.curses > 0 ? [history('visit.curses', { count: start.curses })] : []),
  ]);
}

/** "2 damage, WOUND, 1 bless": what a character starts the next scenario with, in words. */
export function startInWords(start: NextScenarioStart): string {
  const parts = [
    ...(start.damage > 0 ? [`${start.damage} damage`] : []),
    ...start.conditions,
    ...(start.blesses > 0 ? [`${start.blesses} bless${start.blesses === 1 ? '' : 'es'}`] : []),
    ...(start.curses > 0 ? [`${start.curses} curse${start.curses === 1 ? '' : 's'}`] : []),
  ];
  return parts.join(', ');
}
