import type { Kysely, Transaction } from 'kysely';
import { isNamedKind, namesIn, type NameIn } from '@shared/content/localized-names';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { wordLine, type Line, type WordValue } from '@shared/rules/words';
import type { Scenario } from '@shared/content/model/scenario';
import type { ScenarioRulesView } from '@shared/ipc/scenario-types';
import type { ScenarioFacts } from '@shared/rules/scenario';
import { scenarioRulesLines } from '@shared/content/scenario-rules-view';
import type { Database } from '../db/schema';
import { hostWords } from '../host-i18n';
import { installedPackNames, packClassNames, packItemIds, packTranslations } from './pack-reads';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A history line in English, as the log's `summary` column keeps it (the printed summaries read it);
 * Founders tiles by their labels, as the English screens name them.
 */
export function englishLine(line: Line): string {
  return wordLine(line, hostWords(SOURCE_LANGUAGE).t);
}

/**
 * A stored row's line in `language` (the request's): its keyed words where it has them, else (a row
 * stored before lines were keyed, or words this build cannot read) its English summary.
 */
export function rowLine(row: { summary: string; words?: string | null }, names: NameIn | undefined, language: AnyLanguage): string {
  if (!row.words) return row.summary;
  let words: unknown;
  try {
    words = JSON.parse(row.words);
  } catch {
    return row.summary;
  }
  if (!isWordValue(words, 0)) return row.summary;
  // Founders resources and tiles by their names in the reader's language.
  return wordLine(words, hostWords(language).t, names);
}

/**
 * The names of the packs' records in `language` (the request's) (content packs carry their labels;
 * see `content.names`), for the lines and views a player reads during play. What it reads of the
 * packs is read once per request and shared with `content.names` (pack-reads.ts).
 */
export async function namesOfPacks(db: Db, packIds: readonly string[], language: AnyLanguage): Promise<NameIn> {
  if (packIds.length === 0) return namesIn(SOURCE_LANGUAGE, []);
  // The pseudo language (a test's) has no labels: the packs' English names.
  const names =
    language === SOURCE_LANGUAGE || language === PSEUDO
      ? namesIn(SOURCE_LANGUAGE, [])
      : namesIn(language, await packTranslations(db, packIds));
  // A new character's line names its class by id where the command knew no name ("Cora the
  // lanternwright"), in stored lines too: the packs' own name for the class stands in for the id.
  const classNames = await packClassNames(db, packIds);
  // An item a character holds is named by its English name where a line knew no id (describe.ts, bookedItem).
  const itemIds = await packItemIds(db, packIds);
  // A line naming content packs ("Content for this campaign: …") names them as installed, not by id.
  const packNamesById = await installedPackNames(db);
  return (kind, id, english) => {
    if (kind === 'contentPacks') return packNamesById.get(id) ?? english;
    if (kind === 'items' && english === id) return names(kind, itemIds.get(english) ?? id, english);
    return names(kind, id, kind === 'characterClasses' && english === id ? (classNames.get(id) ?? english) : english);
  };
}

/** Whether stored JSON is a line this build can word (a row is our own, but a file may be old or edited). */
function isWordValue(value: unknown, depth: number): value is WordValue {
  if (depth > 12) return false;
  if (typeof value === 'string' || typeof value === 'number') return true;
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.items))
    return ['comma', 'semicolon', 'and'].includes(v.join as string) && v.items.every((i) => isWordValue(i, depth + 1));
  if (typeof v.kind === 'string') return isNamedKind(v.kind) && typeof v.id === 'string' && typeof v.name === 'string';
  // History lines' own words, and the names they take from other areas (a Founders resource, a vote
  // tile; a perk's words, its cards' conditions, actions and elements: shared/content/perk-words.ts; a
  // scenario rule's effects: shared/rules/scenario/special-rules/history.ts).
  if (
    typeof v.key !== 'string' ||
    !/^(history|founders|scenarioRules|character\.perks\.words|play\.(conditions|actions)|cards\.elements)\./.test(v.key)
  )
    return false;
  if (v.values === undefined) return true;
  return typeof v.values === 'object' && v.values !== null && Object.values(v.values).every((i) => isWordValue(i, depth + 1));
}

/** A scenario's goal and special rules (shared/rules/scenario/view/scenario-rules.ts) in `language` (the request's). */
export function scenarioRulesView(
  scenario: Scenario | null,
  state: ScenarioFacts,
  names: NameIn,
  language: AnyLanguage,
): ScenarioRulesView {
  const t = hostWords(language).t;
  const lines = scenarioRulesLines(scenario, state);
  return {
    goal: lines.goal,
    objectives: lines.objectives.map((line) => wordLine(line, t, names)),
    rules: lines.rules.map(({ line, isApplied }) => ({ text: wordLine(line, t, names), isApplied })),
  };
}

/** Keyed words (a scenario's rewards...) in `language` (the request's), content names from the packs' labels. */
export function wordedLines(lines: readonly WordValue[], names: NameIn, language: AnyLanguage): string[] {
  const t = hostWords(language).t;
  return lines.map((line) => wordLine(line, t, names));
}
