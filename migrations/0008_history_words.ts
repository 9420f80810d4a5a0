import type { Kysely } from 'kysely';

// History lines follow the reader's language (issue 18): each log row keeps its line as keyed
// words (a catalog key and values, JSON; shared/rules/words.ts), worded when the history is read.
// `summary` keeps the English line beside it (the printed summaries and older readers use it); rows
// stored before this have no words (null) and show their English summary as they always did.
const LOGS = ['campaign_history', 'founders_history', 'scenario_log'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LOGS) await db.schema.alterTable(table).addColumn('words', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LOGS) await db.schema.alterTable(table).dropColumn('words').execute();
}
