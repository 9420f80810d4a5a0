/** Content packs as stored: one row per pack, one per record (its JSON in `data`). */
export interface ContentTables {
  content_packs: {
    id: string;
    name: string;
    edition: string;
    source: string;
    version: string;
    /** The import report: structured share, notes, texts kept as text. */
    report: string;
    imported_at: string;
  };
  content_records: {
    pack_id: string;
    kind: string;
    record_id: string;
    /** The record's place in its pack, so lists keep the source's order. */
    position: number;
    name: string;
    data: string;
  };
  app_settings: {
    key: string;
    value: string;
  };
}
