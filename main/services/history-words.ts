import type { Kysely, Transaction } from 'kysely';
import { isNamedKind, namesIn, type NameIn } from '@shared/content/localized-names';
import type { Translation } from '@shared/content/model/second-edition';
import { PSEUDO, SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { readerTranslate } from '@shared/rules/founders/resource-words';
import { wordLine, type Line, type WordValue } from '@shared/rules/words';
import type { Database } from '../db/schema';
import { hostWords } from '../host-i18n';
import { requestLanguage } from '../ipc/request-language';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A history line in English, as the log's `summary` column keeps it (the printed summaries read it);
 * Founders tiles by their labels, as the English screens name them.
 */
export function englishLine(line: Line): string {
  return wordLine(line, readerTranslate(hostWords(SOURCE_LANGUAGE).t));
}

/**
 * A stored row's line in the request's language: its keyed words where it has them, else (a row
 * stored before lines were keyed, or words this build cannot read) its English summary.
 */
export function rowLine(
  row: { summary: string; words?: string | null },
  names?: NameIn,
  language: AnyLanguage = requestLanguage(),
): string {
  if (!row.words) return row.summary;
  let words: unknown;
  try {
    words = JSON.parse(row.words);
  } catch {
    return row.summary;
  }
  if (!isWordValue(words, 0)) return row.summary;
  // Founders resources and tiles by their names in the reader's language.
  return wordLine(words, readerTranslate(hostWords(language).t), names);
}

/**
 * The names of the packs' records in the request's language (content packs carry their labels;
 * see `content.names`), for the lines and views a player reads during play.
 */
export async function namesOfPacks(db: Db, packIds: readonly string[], language: AnyLanguage = requestLanguage()): Promise<NameIn> {
  if (packIds.length === 0) return namesIn(SOURCE_LANGUAGE, []);
  const names = await packNames(db, packIds, language);
  // A new character's line names its class by id where the command knew no name ("Cora the
  // lanternwright"), in stored lines too: the packs' own name for the class stands in for the id.
  const classes = await db
    .selectFrom('content_records')
    .select(['record_id', 'name'])
    .where('kind', '=', 'characterClasses')
    .where('pack_id', 'in', [...packIds])
    .orderBy('pack_id')
    .execute();
  const classNames = new Map<string, string>();
  for (const row of classes) if (!classNames.has(row.record_id)) classNames.set(row.record_id, row.name);
  // A line naming content packs ("Content for this campaign: …") names them as installed, not by id.
  const packs = await db.selectFrom('content_packs').select(['id', 'name']).execute();
  const packNamesById = new Map(packs.map((pack) => [pack.id, pack.name]));
  return (kind, id, english) => {
    if (kind === 'contentPacks') return packNamesById.get(id) ?? english;
    return names(kind, id, kind === 'characterClasses' && english === id ? (classNames.get(id) ?? english) : english);
  };
}

async function packNames(db: Db, packIds: readonly string[], language: AnyLanguage): Promise<NameIn> {
  // The pseudo language (a test's) has no labels: the packs' English names.
  if (language === SOURCE_LANGUAGE || language === PSEUDO) return namesIn(SOURCE_LANGUAGE, []);
  const rows = await db
    .selectFrom('content_records')
    .select('data')
    .where('kind', '=', 'translations')
    .where('pack_id', 'in', [...packIds])
    .orderBy('pack_id')
    .orderBy('position')
    .execute();
  return namesIn(
    language,
    rows.map((row) => JSON.parse(row.data) as Pick<Translation, 'language' | 'names'>),
  );
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
  if (typeof v.key !== 'string' || !v.key.startsWith('history.')) return false;
  if (v.values === undefined) return true;
  return typeof v.values === 'object' && v.values !== null && Object.values(v.values).every((i) => isWordValue(i, depth + 1));
}
