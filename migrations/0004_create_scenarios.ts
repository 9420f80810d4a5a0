import { sql, type Kysely } from 'kysely';

// Scenarios played with the app: one row per session (its setup with the seed, the state right
// after setup, the state now) and one log row per command with the events it produced, so undo
// rebuilds from the initial state and redo re-applies the very events (the same card is drawn).
// A session may belong to a campaign (deleted with it) or be ad hoc play (campaign_id null).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scenario_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.references('campaigns.id').onDelete('cascade'))
    .addColumn('edition', 'text', (c) => c.notNull().check(sql`edition in ('gh1', 'gh2')`))
    .addColumn('pack_id', 'text')
    .addColumn('scenario_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('setup', 'text', (c) => c.notNull())
    .addColumn('initial_state', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('playing', 'ended', 'settled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();
  await db.schema.createIndex('scenario_sessions_campaign').on('scenario_sessions').column('campaign_id').execute();

  await db.schema
    .createTable('scenario_log')
    .addColumn('session_id', 'text', (c) => c.notNull().references('scenario_sessions.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('reveals_hidden', 'integer', (c) => c.notNull().check(sql`reveals_hidden in (0, 1)`))
    .addColumn('is_undone', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_undone in (0, 1)`),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('scenario_log_pk', ['session_id', 'seq'])
    .modifyEnd(sql`strict`)
    .execute();
}
