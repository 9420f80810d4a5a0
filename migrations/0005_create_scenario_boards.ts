import { sql, type Kysely } from 'kysely';

// The hex board of a live scenario: one row per session, the whole board position as JSON (the
// shape shared/map/position.ts validates). Deleted with its session, and so with its campaign.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scenario_boards')
    .addColumn('session_id', 'text', (c) => c.primaryKey().references('scenario_sessions.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();
}
