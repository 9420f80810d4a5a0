import { type AnyLanguage } from '@shared/i18n';
import type { Kysely, Transaction } from 'kysely';
import { evolveAll, type Engine, type RuleViolation } from '@shared/rules/engine';
import type { Database } from '../db/schema';
import { eventLog, type EventLogSpec } from './event-log';
import { RefusedError } from './errors';
import { readJson } from './json-column';
import { englishLine, rowLine } from './history-words';
import type { NameIn } from '@shared/content/localized-names';
import { wordList, type Line, type Words } from '@shared/rules/words';

type Db = Kysely<Database> | Transaction<Database>;

export interface AggregateSpec<S, C extends { type: string }, E> extends Omit<EventLogSpec<S, E>, 'parseState' | 'evolveAll' | 'noun'> {
  engine: Engine<S, C, E, unknown>;
  /** How a refusal reaches the caller; by default a RefusedError (the router's "rule-violation"). */
  refused?: (violation: RuleViolation) => Error;
  /** Whether a command that changes nothing is still recorded (a scenario records every step). */
  recordsEmpty?: boolean;
  /** Whether the log has a `reveals_hidden` column to fill from the engine. */
  marksHidden?: boolean;
}

/**
 * The one service over every engine's event log (campaigns, scenario sessions, Founders games):
 * decide, describe, record and evolve a command; undo, redo and history. Each aggregate's own
 * service adds what is its own (creation, views, settlement) around it. Commands arrive parsed
 * (the router parsed them at the boundary); stored states are checked by the engine's schema.
 */
export function aggregate<S, C extends { type: string }, E>(spec: AggregateSpec<S, C, E>) {
  const { engine } = spec;
  const refused = spec.refused ?? ((violation: RuleViolation) => new RefusedError(violation));
  const log = eventLog<S, E>({
    ...spec,
    noun: engine.noun,
    parseState: (json) => readJson(engine.stateSchema, json),
    evolveAll: (state, events) => evolveAll(engine, state, events),
  });

  /**
   * Decides and records one command inside the caller's transaction, and stores the state it leads
   * to. `summaryPrefix` opens the history line (a settlement names its scenario). The line is kept
   * as keyed words (worded in the reader's language) and in English. A refusal throws.
   */
  async function executeIn(
    trx: Db,
    id: string,
    command: C,
    at: string,
    options: { summaryPrefix?: Words } = {},
  ): Promise<{ before: S; state: S; events: E[] }> {
    const before = await log.load(trx, id);
    const decision = engine.decide(before, command);
    if ('violation' in decision) throw refused(decision.violation);
    const { events } = decision;
    if (events.length === 0 && !spec.recordsEmpty) return { before, state: before, events };
    const line = withPrefix(options.summaryPrefix, engine.describe(before, command, events));
    const summary = englishLine(line);
    const state = evolveAll(engine, before, events);
    const extra = spec.marksHidden ? { reveals_hidden: engine.revealsHiddenInformation(command) ? 1 : 0 } : undefined;
    await log.append(trx, id, { command, events, summary, words: JSON.stringify(line), at, extra }, state);
    return { before, state, events };
  }

  return {
    load: log.load,
    rows: log.rows,
    undoRedo: log.undoRedo,
    executeIn,
    /** Takes back the newest live command: the state is rebuilt from the initial one without it. */
    undo: log.undo,
    /** Applies again the oldest undone command with its stored events (the same card is drawn). */
    redo: log.redo,
    /** The initial state plus the events of every live command: what the history makes of it. */
    rebuild: log.rebuild,
    /**
     * The newest history entries first, undone ones included (marked) until a new command replaces
     * them; each line in `language`, content names by `names`.
     */
    async history(db: Db, id: string, limit: number, language: AnyLanguage, characterId?: string, names?: NameIn) {
      await log.load(db, id);
      return (await log.rows(db, id, limit, characterId)).map((r) => ({
        seq: r.seq,
        summary: rowLine(r, names, language),
        at: r.at,
        isUndone: r.is_undone === 1,
        commandType: r.commandType,
      }));
    },
  };
}

/** A line opened by a prefix ("Settled …; …"); a command that caused nothing is the prefix alone. */
function withPrefix(prefix: Words | undefined, line: Line): Line {
  if (prefix === undefined) return line;
  if ('join' in line && line.items.length === 0) return prefix;
  return wordList([prefix, line], 'semicolon');
}
