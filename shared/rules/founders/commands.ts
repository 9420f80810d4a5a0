import { commandUnion, moduleTable, type CommandList } from '../command-list';
import { refusal } from '../refusal';
import { keyedRequestIssues } from '../request-issues';
import { refusalOf } from '../says';
import type { FoundersCommandModule } from './command-module';
import { deliverToPrestige, placeBuilding } from './decide-prestige';
import { enterResource, importResource, setUpGame } from './decide-setup';
import { buyAccess } from './decide-trade';
import { adjustScore, buildHouse, buildResource, collectIncome, endGame, resolveVoteCommand } from './decide-turns';
import { refused, type Violation } from './game-state';

export * from './command-schemas';

/**
 * Every Founders command, listed once (issue 28): a command is its module (its schema, its rule,
 * its line), and the union the host parses with, the types and `decide`'s routing are built from
 * this list — a command that is not here does not exist.
 */
export const FOUNDERS_MODULES = [
  setUpGame,
  enterResource,
  importResource,
  buyAccess,
  buildResource,
  deliverToPrestige,
  placeBuilding,
  buildHouse,
  resolveVoteCommand,
  collectIncome,
  adjustScore,
  endGame,
] as const;

type Listed = CommandList<(typeof FOUNDERS_MODULES)[number]>;

/** A parsed command (defaults filled in). */
export type FoundersCommand = Listed['Command'];
/** A command as the host may write it. */
export type FoundersCommandInput = Listed['Input'];
export type FoundersCommandType = FoundersCommand['type'];
export type CommandOf<T extends FoundersCommandType> = Extract<FoundersCommand, { type: T }>;

/** Each command's module by its type (a table that misses a listed command is a type error), and one of them. */
export type FoundersModuleTable = Listed['Table'];
const MODULES: FoundersModuleTable = moduleTable(FOUNDERS_MODULES);
export const commandModule = (type: FoundersCommandType): FoundersCommandModule => MODULES[type] as unknown as FoundersCommandModule;

/** Schemas for every Founders command; the host parses input with this at its boundary. */
export const foundersCommandSchema = commandUnion(FOUNDERS_MODULES);

/**
 * Checks a command from outside (a stored log, a command the host builds) and says what is wrong
 * with it as a keyed refusal, so the router and the screens word it in the reader's language.
 */
export function parseCommand(input: unknown): FoundersCommand | Violation {
  // A check the schema has no sentence of its own for ("the caller is missing") is keyed too.
  const parsed = foundersCommandSchema.safeParse(input, { error: keyedRequestIssues });
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  const problems = parsed.error.issues
    .filter((issue) => !seen.has(issue.message) && seen.add(issue.message))
    .slice(0, 3)
    .map((issue) => refusalOf(issue) ?? refusal('files.exchange.asIs', { text: issue.message }));
  return refused('founders.malformed', {}, { problems });
}
