import { sql, type Kysely } from 'kysely';

// What the party draws outside the rules, kept with the rest of the data (so it is backed up,
// exported with its campaign and seen from every device) instead of one browser's storage:
// - card_areas: the area picture the party drew for a monster ability card, for every session of
//   a content pack (owner = the pack's id) or, in ad hoc play without a pack, for one session
//   (owner = 'session:' + its id, deleted with it). area is the Aoe as JSON, or null when the party
//   said the card has no area at all.
// - board_drafts: the board being drawn on the Monster AI page, by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_areas')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.references('scenario_sessions.id').onDelete('cascade'))
    .addColumn('deck', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('area', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('card_areas_pk', ['owner', 'deck', 'card_id'])
    .addCheckConstraint(
      'card_areas_owner',
      sql`(session_id is null) = (owner not like 'session:%') and (session_id is null or owner = 'session:' || session_id)`,
    )
    .modifyEnd(sql`strict`)
    .execute();
  await db.schema.createIndex('card_areas_session').on('card_areas').column('session_id').execute();

  await db.schema
    .createTable('board_drafts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .modifyEnd(sql`strict`)
    .execute();
}
