import type { Kysely, Transaction } from 'kysely';
import type { Translation } from '@shared/content/model/second-edition';
import type { Database } from '../db/schema';
import { oncePerRequest } from '../ipc/request-scope';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What the host reads of the installed packs to name things in a player's language, each read once
 * per request (main/ipc/request-scope.ts): a history, a scenario view or a printed summary asks
 * for the same names several times over. A content import or removal forgets them (services/content.ts).
 */
const keyOf = (what: string, packIds?: readonly string[]) => `packs.${what}:${packIds ? packIds.join('\n') : '*'}`;

/** The packs' translations (all packs when none are named), in pack order: their labels and texts for records. */
export function packTranslations(db: Db, packIds?: readonly string[]): Promise<Pick<Translation, 'language' | 'names' | 'texts'>[]> {
  if (packIds?.length === 0) return Promise.resolve([]);
  return oncePerRequest(keyOf('translations', packIds), async () => {
    let query = db.selectFrom('content_records').select('data').where('kind', '=', 'translations');
    if (packIds) query = query.where('pack_id', 'in', [...packIds]);
    const rows = await query.orderBy('pack_id').orderBy('position').execute();
    return rows.map((row) => JSON.parse(row.data) as Pick<Translation, 'language' | 'names' | 'texts'>);
  });
}

/** The packs' own names for their classes, by class id; the first pack (in id order) that has one. */
export function packClassNames(db: Db, packIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
  return oncePerRequest(keyOf('classNames', packIds), () => recordsOf(db, 'characterClasses', packIds, 'record_id', 'name'));
}

/** The packs' items by their English names (campaigns and sessions book an item by its name), each with its record id. */
export function packItemIds(db: Db, packIds: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (packIds.length === 0) return Promise.resolve(new Map());
  return oncePerRequest(keyOf('itemIds', packIds), () => recordsOf(db, 'items', packIds, 'name', 'record_id'));
}

/** One column of a kind's records by another, the first pack (in id order) winning. */
async function recordsOf(
  db: Db,
  kind: string,
  packIds: readonly string[],
  by: 'record_id' | 'name',
  value: 'record_id' | 'name',
): Promise<ReadonlyMap<string, string>> {
  const rows = await db
    .selectFrom('content_records')
    .select(['record_id', 'name'])
    .where('kind', '=', kind)
    .where('pack_id', 'in', [...packIds])
    .orderBy('pack_id')
    .execute();
  const found = new Map<string, string>();
  for (const row of rows) if (!found.has(row[by])) found.set(row[by], row[value]);
  return found;
}

/** Every installed pack's name, by pack id. */
export function installedPackNames(db: Db): Promise<ReadonlyMap<string, string>> {
  return oncePerRequest(keyOf('names'), async () => {
    const packs = await db.selectFrom('content_packs').select(['id', 'name']).execute();
    return new Map(packs.map((pack) => [pack.id, pack.name]));
  });
}
