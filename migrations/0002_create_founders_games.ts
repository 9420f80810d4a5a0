import { sql, type Kysely } from 'kysely';

// Founders of Gloomhaven games and their history, kept apart from the Gloomhaven campaigns: one row
// per command with the events it produced, so undo rebuilds from the set-up game and redo re-applies.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('founders_games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('initial_state', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();

  await db.schema
    .createTable('founders_history')
    .addColumn('game_id', 'text', (c) => c.notNull().references('founders_games.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('is_undone', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_undone in (0, 1)`),
    )
    .addPrimaryKeyConstraint('founders_history_pk', ['game_id', 'seq'])
    .modifyEnd(sql`strict`)
    .execute();
}
