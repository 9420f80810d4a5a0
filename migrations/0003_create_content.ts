import { sql, type Kysely } from 'kysely';

// Installed content packs and their records (one row per monster type, deck, scenario, class,
// item, event, personal quest, battle goal, treasure), plus a small table of app settings.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_packs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();

  await db.schema
    .createTable('content_records')
    .addColumn('pack_id', 'text', (c) => c.notNull().references('content_packs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_records_pk', ['pack_id', 'kind', 'record_id'])
    .modifyEnd(sql`strict`)
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();
}
