import { sql, type Kysely } from 'kysely';

// The scenario board joins the scenario's own state and history (issue "Scenario board": saved with
// the scenario and undone like everything else). A board saved on its own until now moves into the
// session's current state and its initial state, so that rebuilding from the log keeps it; undo
// cannot reach edits made before this version, which were never in the log. A board that is not
// a haven-board/1 position is dropped, as the old screen ignored it too. Then its table goes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE scenario_sessions
    SET state = json_set(state, '$.board', json(b.position)),
        initial_state = json_set(initial_state, '$.board', json(b.position))
    FROM scenario_boards AS b
    WHERE b.session_id = scenario_sessions.id
      AND json_valid(b.position)
      AND json_extract(b.position, '$.format') = 'haven-board/1'
  `.execute(db);
  await db.schema.dropTable('scenario_boards').execute();
}
