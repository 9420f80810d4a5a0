import type { ScenarioEvent } from '../events';
import type { ScenarioState } from '../state';
import { history, wordList, type Line, type WordValue } from '../../words';
import type { RuleEffect, ScenarioRule } from './rule';
import { effectWords, ruleWords, spawnColumn } from './words';
import { isRuleDue } from './when';

/** Commands whose own line says the scenario's goal or a loss condition is met (the party marked it). */
const MARKED_BY_THE_PARTY = new Set(['MarkGoalMet', 'MarkLossConditionMet']);

/**
 * A command's history line with the scenario rules the engine applied while deciding it ("Round 2
 * ended. Scenario rule: the room on tile C2b opens, with its monsters"; several: "Scenario rules:
 * …; …"), each said once, in the order applied (1st ed. rulebook p. 34 "Special Scenario Rules").
 * The events carry where they came from: a rule applied is its `ScenarioRuleApplied` (its rule's
 * index, after its effects; see apply.ts), and a goal or loss met outside the party's own marking
 * is a rule ending the scenario (a rule's end at a round's end is applied before the round ends,
 * without the applied event). The rule's effects are worded for the party's size, as the play
 * screen words the rule.
 */
export function withRulesApplied(before: ScenarioState, command: { type: string }, events: readonly ScenarioEvent[], line: Line): Line {
  const partySize = Object.keys(before.characters).length;
  const applied: { words: WordValue; rule?: ScenarioRule }[] = [];
  for (const event of events) {
    if (event.type === 'ScenarioRuleApplied') {
      const rule = (before.scenarioRules ?? []).find((candidate) => candidate.index === event.index);
      const effects = (rule?.effects ?? []).filter((effect) => isSaid(effect, partySize));
      if (rule === undefined || effects.length === 0) continue;
      const words = wordList(
        effects.map((effect) => effectWords(effect, partySize)),
        'semicolon',
      );
      applied.splice(firstOfRooms(applied, rule), 0, { words, rule });
    }
    if ((event.type === 'ScenarioGoalMet' || event.type === 'LossConditionMet') && !MARKED_BY_THE_PARTY.has(command.type))
      applied.push({ words: ruleWords(event.type === 'ScenarioGoalMet' ? 'effects.won' : 'effects.lost') });
  }
  if (applied.length === 0) return line;
  return history('scenario.rulesApplied', {
    line,
    count: applied.length,
    effects: wordList(
      applied.map((entry) => entry.words),
      'semicolon',
    ),
  });
}

/**
 * The line saying which rules Haven applied as it set the scenario up ("Scenario set up. Scenario
 * rule applied at the start: each character shuffles 3 curses into their deck"): the rules of the
 * start of round 1 and those of the rooms revealed at the start (1st ed. rulebook pp. 12-16
 * "Scenario Setup": the special rules' negative effects are applied at setup; p. 34 "Special
 * Scenario Rules"). Read from the session's initial state, which is never replayed: old logs replay
 * as they did. Undefined where no rule said anything at the start.
 */
export function openingRulesLine(initial: ScenarioState): Line | undefined {
  const partySize = Object.keys(initial.characters).length;
  const facts = { revealedRooms: initial.revealedRooms, done: [] };
  const applied = (initial.scenarioRules ?? [])
    .filter((rule) => isRuleDue(rule, { at: 'roundStart', round: 1 }, facts) || isRuleDue(rule, { at: 'roomsRevealed' }, facts))
    .map((rule) => rule.effects.filter((effect) => isSaid(effect, partySize)))
    .filter((effects) => effects.length > 0)
    .map((effects) =>
      wordList(
        effects.map((effect) => effectWords(effect, partySize)),
        'semicolon',
      ),
    );
  if (applied.length === 0) return undefined;
  return history('scenario.openingRules', { count: applied.length, effects: wordList(applied, 'semicolon') });
}

/**
 * Where a rule goes among those said before it: a rule opening rooms is applied before the rules
 * of the rooms it opens, whose applied events come first (apply.ts applies them as it opens the
 * rooms), so it is said before the run of them at the end.
 */
function firstOfRooms(applied: readonly { rule?: ScenarioRule }[], rule: ScenarioRule): number {
  const opened = new Set(rule.effects.flatMap((effect) => (effect.kind === 'openRooms' ? effect.rooms.map((room) => room.number) : [])));
  let at = applied.length;
  while (at > 0) {
    const previous = applied[at - 1]?.rule;
    if (previous?.at !== 'roomsRevealed' || !previous.requiredRooms.some((room) => opened.has(room.number))) break;
    at -= 1;
  }
  return at;
}

/**
 * What of a rule's effects the history says: not its end (the goal's event says it), nor stats (the
 * setup's, nothing applied here), nor a spawn with nothing for a party of this size.
 */
function isSaid(effect: RuleEffect, partySize: number): boolean {
  if (effect.kind === 'end' || effect.kind === 'monsterHealth' || effect.kind === 'monsterLevel') return false;
  const column = spawnColumn(partySize);
  return effect.kind !== 'spawn' || effect.monsters.some((monster) => monster.ranks[column] != null);
}
