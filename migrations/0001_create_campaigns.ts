import { sql, type Kysely } from 'kysely';

// Campaigns and their history: one row per command with the events it produced.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull().check(sql`edition in ('gh1', 'gh2')`))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('campaign', 'casual')`))
    .addColumn('initial_state', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();

  await db.schema
    .createTable('campaign_history')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('is_undone', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('campaign_history_pk', ['campaign_id', 'seq'])
    .modifyEnd(sql`strict`)
    .execute();
}
