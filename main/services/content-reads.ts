import { namesIn, type NameIn } from '@shared/content/localized-names';
import { textsIn, type TextIn } from '@shared/content/localized-texts';
import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import type { Kysely } from 'kysely';
import { packRecordKinds, type ContentPack, type ImportReport } from '@shared/content';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { Database } from '../db/schema';
import { NotFoundError, refusedRequest } from './errors';
import { packTranslations } from './pack-reads';

export type PackRecordKind = (typeof packRecordKinds)[number];
export type RecordOf<K extends PackRecordKind> = ContentPack[K][number];

/**
 * What the installed content packs hold, read: the packs with their counts and reports, a kind's
 * records, one record, and the records' names and texts in a language. Nothing here writes.
 */
export function createContentReads(db: Kysely<Database>) {
  async function list(): Promise<InstalledPack[]> {
    const packs = await db.selectFrom('content_packs').selectAll().orderBy('imported_at', 'desc').execute();
    const counts = await db
      .selectFrom('content_records')
      .select(['pack_id', 'kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['pack_id', 'kind'])
      .execute();
    return packs.map((row) => {
      const report = JSON.parse(row.report) as ImportReport | null;
      return {
        id: row.id,
        name: row.name,
        edition: row.edition as InstalledPack['edition'],
        source: row.source,
        version: row.version,
        importedAt: row.imported_at,
        counts: Object.fromEntries(
          packRecordKinds.map((kind) => [kind, Number(counts.find((c) => c.pack_id === row.id && c.kind === kind)?.n ?? 0)]),
        ) as InstalledPack['counts'],
        ...reportFields(report),
      };
    });
  }

  /** Every record of a kind from the given packs (all packs when none are named), in pack order. */
  async function records<K extends PackRecordKind>(kind: K, packIds?: readonly string[]): Promise<Array<RecordOf<K> & { packId: string }>> {
    let query = db.selectFrom('content_records').select(['pack_id', 'data']).where('kind', '=', kind);
    if (packIds) {
      if (packIds.length === 0) return [];
      query = query.where('pack_id', 'in', [...packIds]);
    }
    const rows = await query.orderBy('pack_id').orderBy('position').execute();
    return rows.map((row) => ({ ...(JSON.parse(row.data) as RecordOf<K>), packId: row.pack_id }));
  }

  async function record<K extends PackRecordKind>(kind: K, packId: string, recordId: string): Promise<RecordOf<K>> {
    const row = await db
      .selectFrom('content_records')
      .select('data')
      .where('pack_id', '=', packId)
      .where('kind', '=', kind)
      .where('record_id', '=', recordId)
      .executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'files.pack.noRecord', { pack: packId, kind, id: recordId });
    return JSON.parse(row.data) as RecordOf<K>;
  }

  /**
   * Names of the packs' records (all packs when none are named) in `language` (the request's): a
   * pack's own labels where it has them, else the record's English name.
   */
  async function names(packIds: readonly string[] | undefined, language: AnyLanguage, within: Kysely<Database> = db): Promise<NameIn> {
    if (language === SOURCE_LANGUAGE) return namesIn(language, []);
    return namesIn(language, await packTranslations(within, packIds));
  }

  /** The packs' own texts for their records (an item's effect) in `language`, where they have them. */
  async function texts(packIds: readonly string[] | undefined, language: AnyLanguage): Promise<TextIn> {
    if (language === SOURCE_LANGUAGE) return textsIn(language, []);
    return textsIn(language, await packTranslations(db, packIds));
  }

  return { list, records, record, names, texts };
}

export type ContentReads = ReturnType<typeof createContentReads>;

export /** What an installed pack shows of its import's report (an older pack may have none). */
function reportFields(
  report: ImportReport | null,
): Pick<InstalledPack, 'structuredShare' | 'notes' | 'keptAsText' | 'warnings' | 'details' | 'noteWords' | 'warningWords'> {
  return {
    structuredShare: report?.structuredShare ?? null,
    notes: report?.notes ?? [],
    keptAsText: report?.keptAsText.length ?? 0,
    warnings: report?.warnings ?? [],
    details: report?.details ?? {},
    ...reportWords(report),
  };
}

/** A report's notes and warnings as catalog keys, where it has them (a report stored before issue 18 has none). */
function reportWords(report: ImportReport | null): Pick<InstalledPack, 'noteWords' | 'warningWords'> {
  return {
    ...(report?.noteWords ? { noteWords: report.noteWords } : {}),
    ...(report?.warningWords ? { warningWords: report.warningWords } : {}),
  };
}
