import { packRecordKinds, validatePack, type ContentError, type ContentPack, type ImportReport } from '@shared/content';
import type { InstalledPack } from '@shared/ipc/content-types';
import { packIndex, REFERENCED_KINDS, type PackIndex } from '../services/pack-references';

/** One record as it is stored: its kind, key, place in its list, name, and the record as JSON. */
export type PackRow = [kind: string, recordId: string, position: number, name: string, data: string];

/**
 * A content pack checked and laid out as the rows it is stored in, ready to be written in one
 * transaction. Plain data: the import's worker thread builds it (main/content/read-worker.ts), so
 * the host's event loop only writes the rows.
 */
export interface PreparedPack {
  id: string;
  name: string;
  edition: ContentPack['edition'];
  source: string;
  version: string;
  report: ImportReport | null;
  rows: PackRow[];
  counts: InstalledPack['counts'];
  /** What of its records a campaign can name (main/services/pack-references.ts). */
  index: PackIndex;
}

export type Prepared = { ok: true; prepared: PreparedPack } | { ok: false; errors: ContentError[] };

/** Checks a pack with its schema and references, and lays its records out as rows. */
export function preparePack(pack: unknown, report: ImportReport | null): Prepared {
  const checked = validatePack(pack);
  if (!checked.ok) return checked;
  const valid = checked.pack;
  const rows: PackRow[] = [];
  for (const kind of packRecordKinds) {
    const records = valid[kind] as Array<{ id?: string; name?: string; number?: number }>;
    records.forEach((record, position) =>
      rows.push([kind, recordKey(record, position), position, recordName(record), JSON.stringify(record)]),
    );
  }
  return {
    ok: true,
    prepared: {
      id: valid.id,
      name: valid.name,
      edition: valid.edition,
      source: valid.source,
      version: valid.version,
      report,
      rows,
      counts: Object.fromEntries(packRecordKinds.map((kind) => [kind, valid[kind].length])) as InstalledPack['counts'],
      index: packIndex(Object.fromEntries(REFERENCED_KINDS.map((kind) => [kind, valid[kind] as unknown as Record<string, unknown>[]]))),
    },
  };
}

function recordKey(record: { id?: string; number?: number }, index: number): string {
  return record.id ?? (record.number !== undefined ? String(record.number) : String(index + 1));
}

function recordName(record: { id?: string; name?: string; number?: number }): string {
  return record.name ?? (record.number !== undefined ? `#${record.number}` : (record.id ?? ''));
}
