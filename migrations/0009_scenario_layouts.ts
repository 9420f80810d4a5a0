import { sql, type Kysely } from 'kysely';

// Scenario maps imported from the Virtual Gloomhaven Board (issue 27), kept like content packs but
// on their own: Haven ships none of their data.
// - layout_imports: one row per imported source (today one: 'vgb'), with its report (counts and
//   the data's known faults, as JSON) and when it came.
// - scenario_layouts: one checked haven-layout/1 layout (shared/layout/model.ts) per scenario of a
//   set (gloomhaven, forgotten-circles, solo), as JSON; removed with its import.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('layout_imports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();

  await db.schema
    .createTable('scenario_layouts')
    .addColumn('import_id', 'text', (c) => c.notNull().references('layout_imports.id').onDelete('cascade'))
    .addColumn('scenario_set', 'text', (c) => c.notNull())
    .addColumn('scenario_number', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('layout', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scenario_layouts_pk', ['scenario_set', 'scenario_number'])
    .modifyEnd(sql`strict`)
    .execute();
  await db.schema.createIndex('scenario_layouts_import').on('scenario_layouts').column('import_id').execute();
}
